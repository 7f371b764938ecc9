import { db } from "@/lib/db";
import { orderStatusForOwner } from "@/lib/orders";
import { runJobs } from "@/test/support/fulfilment";
import { panelDoubleSuite } from "@/test/support/panel-suite";
import { createPaidOrder } from "@/test/support/orders";

import { getControl } from "./control";
import { checkDeadlines } from "./deadlines";
import { getPanel } from "@/lib/smm-panel";
import { reviewDeadline } from "./review";
import { simulatedPanel } from "@/test/support/simulated-panel";
import { syncStatuses } from "./sync";

// The panel failing on purpose (docs/fulfilment.md#what-an-answer-proves): what
// each kind of failure proves, what the store does to find out, and what the
// customer reads meanwhile.

const T0 = new Date("2026-11-20T10:00:00Z");
const advance = (ms: number) => jest.setSystemTime(new Date(Date.now() + ms));
const suite = panelDoubleSuite(T0);

const item = (id: string) => db.orderItem.findUniqueOrThrow({ where: { id } });
const customerView = (o: { orderId: string; paymentId: string }) =>
  orderStatusForOwner(o.orderId, { paymentId: o.paymentId });

describe("an add whose outcome is unknown is never bought twice", () => {
  it.each([502, 500, 520, 524])(
    "an HTTP %i after the panel stored the order: one panel order, found by the panel refusing a second",
    async (status) => {
      const order = await createPaidOrder();
      simulatedPanel.inject("add", { kind: "http", status, afterCreate: true });
      await runJobs();
      advance(2 * 60 * 60_000);
      await runJobs();
      expect(await simulatedPanel.orders()).toHaveLength(1);
      expect(await item(order.items[0]!.id)).toMatchObject({
        submission: "NEEDS_REVIEW",
        status: "PENDING",
        reviewResolution: "FOUND_WITHOUT_ID",
      });
    },
  );

  it("an HTTP 502 before the panel did anything: sent again at once, one panel order, tracked", async () => {
    const order = await createPaidOrder();
    simulatedPanel.inject("add", { kind: "http", status: 502 });
    await runJobs();
    const settled = await item(order.items[0]!.id);
    expect(settled).toMatchObject({ submission: "SUBMITTED", reviewResolution: "SUBMITTED_AGAIN" });
    const created = await simulatedPanel.orders();
    expect(created).toHaveLength(1);
    expect(settled.externalOrderId).toBe(String(created[0]!.id));
  });

  it("an unreadable answer that names the order: looked up with status and tracked, no second add", async () => {
    const order = await createPaidOrder();
    simulatedPanel.inject("add", { kind: "malformed", afterCreate: true });
    await runJobs();
    const created = await simulatedPanel.orders();
    expect(created).toHaveLength(1);
    expect(simulatedPanel.addCalls).toBe(1);
    expect(await item(order.items[0]!.id)).toMatchObject({
      submission: "SUBMITTED",
      externalOrderId: String(created[0]!.id),
      reviewResolution: "FOUND",
    });
    expect((await customerView(order)).status).toBe("PROCESSING");
  });

  it("a connection refused before the request left: not sent, retried, never under review", async () => {
    const order = await createPaidOrder();
    const refused = jest.spyOn(globalThis, "fetch").mockRejectedValueOnce(
      new TypeError("fetch failed", {
        cause: Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" }),
      }),
    );
    await runJobs();
    expect(refused).toHaveBeenCalled();
    expect(await item(order.items[0]!.id)).toMatchObject({ submission: "NOT_SUBMITTED", reviewResolution: null });
    advance(60 * 60_000);
    await runJobs();
    expect(await item(order.items[0]!.id)).toMatchObject({ submission: "SUBMITTED", reviewResolution: null });
    expect(await simulatedPanel.orders()).toHaveLength(1);
  });
});

describe("panel errors are read from the panel's words, never from the customer's link", () => {
  it("a refusal that echoes a link ending in 'not enough funds' neither pauses submissions nor stops other orders", async () => {
    const link = "https://www.tiktok.com/@a/video/7300000000000000099?echo-error not enough funds";
    const echoed = await createPaidOrder({ link });
    simulatedPanel.inject("add", { kind: "error", message: `Bad link ${link}` });
    await runJobs();
    expect((await getControl()).paused).toBe(false);
    expect(await item(echoed.items[0]!.id)).toMatchObject({ status: "REFUNDED" });
    const other = await createPaidOrder();
    await runJobs();
    expect((await item(other.items[0]!.id)).submission).toBe("SUBMITTED");
  });
});

describe("a customer whose item is under review", () => {
  it("reads that the order is being checked and by when, then, past the start promise, that support has it; the operator is alerted", async () => {
    const order = await createPaidOrder(); // 5,000 views: start promised within 30 minutes
    // The first answer is lost, and so is every answer while the store tries to find out.
    simulatedPanel.inject("add", { kind: "timeout-after-create" });
    simulatedPanel.inject("add", { kind: "http", status: 503 }, 10);
    await runJobs();
    expect(simulatedPanel.addCalls).toBeGreaterThanOrEqual(2);

    const checking = await customerView(order);
    const promised = new Date(new Date(checking.createdAt).getTime() + 30 * 60_000);
    expect(checking.status).toBe("PENDING");
    expect(checking.delivery?.notice).toEqual({
      kind: "checking",
      until: promised.toISOString(),
      message: expect.stringMatching(/^طلبك قيد التحقق.*سنوافيك بالنتيجة.*قبل .*2:30 م/),
    });
    expect(checking.delivery?.items[0]?.waiting).toBe("checking");
    // No «تأخر…» e-mail while the page says the check ends by the promise: nothing is late yet.
    const delayedMail = () => db.job.count({ where: { dedupeKey: `mail:delayed:${order.orderId}` } });
    advance(29 * 60_000);
    await runJobs();
    await checkDeadlines(getPanel());
    expect(await delayedMail()).toBe(0);

    advance(2 * 60_000);
    await runJobs();
    await checkDeadlines(getPanel());
    // Past the promise: the e-mail goes, once.
    expect(await delayedMail()).toBe(1);
    expect(suite.logs.messages("error")).toContainEqual(
      expect.stringMatching(/^ALERT: 1 item\(s\) under review past their start deadline/),
    );
    const late = await customerView(order);
    expect(late.delivery?.notice).toMatchObject({ kind: "checking-late", until: null });
    expect(late.delivery?.notice?.message).toMatch(/فريق الدعم يتابعه.*نعيد إليك المبلغ كاملاً/);
    // What the console's review section shows: still unknown, in doubt since the call, past its deadline.
    const inReview = await db.orderItem.findMany({
      where: { submission: "NEEDS_REVIEW" },
      include: { order: { select: { serviceType: true, quantity: true, createdAt: true } } },
    });
    expect(inReview).toEqual([
      expect.objectContaining({
        id: order.items[0]!.id,
        reviewResolution: "STILL_UNKNOWN",
        uncertainSince: expect.any(Date),
      }),
    ]);
    expect(reviewDeadline(inReview[0]!.order)).toEqual(promised);
    expect(reviewDeadline(inReview[0]!.order).getTime()).toBeLessThanOrEqual(Date.now());
    // Never bought twice while in doubt; 24 hours after the order, refunded in full
    // (docs/product-rules.md#review-refund), still never bought twice.
    expect(await simulatedPanel.orders()).toHaveLength(1);
    advance(25 * 60 * 60_000);
    await runJobs();
    await checkDeadlines(getPanel());
    expect(await simulatedPanel.orders()).toHaveLength(1);
    expect(await db.refund.findMany()).toEqual([expect.objectContaining({ reason: "NOT_STARTED" })]);
  });
});

describe("a second order for the same video", () => {
  it("starts within seconds of the earlier order on the link completing, and says meanwhile what it waits for", async () => {
    const first = await createPaidOrder();
    await runJobs();
    advance(5_000);
    const second = await createPaidOrder({ link: first.link });
    await runJobs();
    expect(await item(second.items[0]!.id)).toMatchObject({ submission: "NOT_SUBMITTED", status: "PENDING" });
    const waiting = await customerView(second);
    expect(waiting.delivery?.notice).toMatchObject({ kind: "earlier-order", until: null });
    expect(waiting.delivery?.notice?.message).toMatch(/طلب سابق لنفس الفيديو.*يبدأ طلبك تلقائياً فور اكتمال/);

    // The panel's orders complete in 60 s: the status sync sees the first one end.
    advance(60_000);
    await syncStatuses(getPanel());
    expect((await item(first.items[0]!.id)).status).toBe("COMPLETED");
    const completedAt = Date.now();
    await runJobs();
    const started = await item(second.items[0]!.id);
    expect(started.submission).toBe("SUBMITTED");
    expect(started.submittedAt!.getTime() - completedAt).toBeLessThan(5_000);
    expect(started.linkBusySince).toBeNull();
    expect((await customerView(second)).delivery?.notice).toBeNull();
    expect(await simulatedPanel.orders()).toHaveLength(2);
    expect((await getControl()).paused).toBe(false);
  });
});
