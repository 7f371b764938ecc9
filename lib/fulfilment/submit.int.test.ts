import { db } from "@/lib/db";
import { runJobs } from "@/test/support/fulfilment";
import { panelDoubleSuite } from "@/test/support/panel-suite";
import { createPaidOrder } from "@/test/support/orders";

import { getPanel } from "@/lib/smm-panel";
import { checkBalance, getControl } from "./control";
import { simulatedPanel } from "@/test/support/simulated-panel";

const T0 = new Date("2026-11-20T10:00:00Z");
const advance = (ms: number) => jest.setSystemTime(new Date(Date.now() + ms));
const suite = panelDoubleSuite(T0);

const item = (id: string) => db.orderItem.findUniqueOrThrow({ where: { id } });

describe("submitting to the panel exactly once", () => {
  it("submits every paid order exactly once when the panel is down for a moment, then back", async () => {
    const orders = await Promise.all(Array.from({ length: 5 }, () => createPaidOrder()));
    simulatedPanel.setDown(true);
    await runJobs();
    // A 503 page came after the request left: the panel may have the order. Nothing is sent blindly.
    for (const o of orders)
      expect(await item(o.items[0]!.id)).toMatchObject({
        submission: "NEEDS_REVIEW",
        status: "PENDING",
        reviewResolution: "STILL_UNKNOWN",
      });
    expect(simulatedPanel.addCalls).toBe(0);

    advance(20_000);
    simulatedPanel.setDown(false);
    await runJobs(); // looked at again: no running order on the link, so none was created: sent again
    for (const o of orders)
      expect(await item(o.items[0]!.id)).toMatchObject({
        submission: "SUBMITTED",
        reviewResolution: "SUBMITTED_AGAIN",
      });
    const created = await simulatedPanel.orders();
    expect(created).toHaveLength(5);
    expect(new Set(created.map((o) => o.link)).size).toBe(5);
    expect(simulatedPanel.addCalls).toBe(5);
    advance(24 * 60 * 60_000);
    await runJobs();
    expect(simulatedPanel.addCalls).toBe(5);
  });

  it("leaves an item to the operator when the panel stays down past the re-send window: never a blind second add", async () => {
    const { items } = await createPaidOrder();
    simulatedPanel.setDown(true);
    await runJobs();
    for (let i = 0; i < 8; i++) {
      advance(10_000);
      await runJobs();
    }
    simulatedPanel.setDown(false);
    advance(60 * 60_000);
    await runJobs();
    expect(await item(items[0]!.id)).toMatchObject({ submission: "NEEDS_REVIEW", reviewResolution: "STILL_UNKNOWN" });
    expect(simulatedPanel.addCalls).toBe(0);
    expect(suite.logs.messages("error")).toContainEqual(expect.stringMatching(/^ALERT: item .* needs review/));
  });

  it("does not resubmit after a timeout once the panel had created the order: found by its refusal of a second, left for the id", async () => {
    const { items } = await createPaidOrder();
    simulatedPanel.inject("add", { kind: "timeout-after-create" });
    await runJobs();
    const stuck = await item(items[0]!.id);
    expect(stuck).toMatchObject({ submission: "NEEDS_REVIEW", reviewResolution: "FOUND_WITHOUT_ID" });
    expect(stuck.lastError).toMatch(
      /add outcome unknown \(attempt [0-9a-f-]{36} at .*service 101, quantity 5000, link https:\/\/www\.tiktok\.com/,
    );
    expect(stuck.lastError).toMatch(/TimeoutError|AbortError/);
    expect(await simulatedPanel.orders()).toHaveLength(1);
    advance(2 * 60 * 60_000);
    await runJobs();
    expect(await simulatedPanel.orders()).toHaveLength(1);
    expect((await item(items[0]!.id)).submission).toBe("NEEDS_REVIEW");
  });

  it("settles an unreadable answer (HTTP 200, not JSON) by sending again while a first order would still run", async () => {
    const { items } = await createPaidOrder();
    simulatedPanel.inject("add", { kind: "malformed" });
    await runJobs();
    expect(await item(items[0]!.id)).toMatchObject({
      submission: "SUBMITTED",
      status: "PENDING",
      reviewResolution: "SUBMITTED_AGAIN",
    });
    expect(await simulatedPanel.orders()).toHaveLength(1);
  });

  it("waits and tries again when the panel still has an active order on the link", async () => {
    const first = await createPaidOrder();
    await runJobs();
    const second = await createPaidOrder({ link: first.link });
    await runJobs();
    expect(await item(second.items[0]!.id)).toMatchObject({ submission: "NOT_SUBMITTED", status: "PENDING" });
    const job = await db.job.findFirstOrThrow({ where: { dedupeKey: `submit:${second.items[0]!.id}` } });
    expect(job).toMatchObject({ status: "QUEUED", attempts: 0 });
    expect(job.runAt.getTime() - Date.now()).toBeGreaterThan(4 * 60_000);
    expect(job.lastError).toMatch(/active order with this link/);

    advance(6 * 60_000); // the first order completed at the panel meanwhile
    await runJobs();
    expect((await item(second.items[0]!.id)).submission).toBe("SUBMITTED");
    expect(await simulatedPanel.orders()).toHaveLength(2);
  });

  it("pauses every submission when the panel balance runs out, and resumes when it is back", async () => {
    simulatedPanel.inject("add", { kind: "error", message: "neworder.error.not_enough_funds" });
    const a = await createPaidOrder();
    await runJobs();
    expect((await getControl()).paused).toBe(true);
    expect(suite.logs.messages("error")).toContainEqual(
      expect.stringMatching(/^ALERT: submissions to the SMM panel are PAUSED/),
    );
    expect(await item(a.items[0]!.id)).toMatchObject({ submission: "NOT_SUBMITTED", status: "PENDING" });
    expect((await db.order.findUniqueOrThrow({ where: { id: a.orderId } })).status).toBe("PENDING");

    const b = await createPaidOrder();
    advance(5 * 60_000);
    await runJobs();
    expect(simulatedPanel.addCalls).toBe(1); // nothing else reaches the panel while paused
    expect((await item(b.items[0]!.id)).submission).toBe("NOT_SUBMITTED");

    await simulatedPanel.setBalance("0.00000");
    await checkBalance(getPanel());
    expect((await getControl()).paused).toBe(true);
    await simulatedPanel.setBalance("50.00000");
    const control = await checkBalance(getPanel());
    expect(control).toMatchObject({ paused: false, balance: "50.00000", currency: "USD" });
    await runJobs();
    expect((await item(a.items[0]!.id)).submission).toBe("SUBMITTED");
    expect((await item(b.items[0]!.id)).submission).toBe("SUBMITTED");
    expect(await simulatedPanel.orders()).toHaveLength(2);
  });

  it("fails and refunds an item whose quantity the panel refuses", async () => {
    simulatedPanel.inject("add", { kind: "error", message: "Quantity less than minimal 10000" });
    const { orderId, paymentId, items } = await createPaidOrder({ amountFils: 350 });
    await runJobs();
    expect(await item(items[0]!.id)).toMatchObject({ status: "REFUNDED", submission: "NOT_SUBMITTED" });
    expect((await db.order.findUniqueOrThrow({ where: { id: orderId } })).status).toBe("REFUNDED");
    expect(await db.refund.findMany({ where: { orderId } })).toEqual([
      expect.objectContaining({ reason: "REJECTED", amountFils: 350, status: "PENDING" }),
    ]);
    expect((await db.payment.findUniqueOrThrow({ where: { id: paymentId } })).refundedFils).toBe(350);
    expect(await db.job.count({ where: { type: "payments.refund", dedupeKey: { startsWith: "refund:" } } })).toBe(1);
  });

  it("retries other panel errors with backoff and keeps the job for the operator when they never stop", async () => {
    simulatedPanel.inject("add", { kind: "error", message: "Incorrect request" }, 100);
    const { items } = await createPaidOrder();
    for (let i = 0; i < 12; i++) {
      await runJobs();
      advance(2 * 60 * 60_000);
    }
    expect((await item(items[0]!.id)).submission).toBe("NOT_SUBMITTED");
    expect(await db.job.findFirstOrThrow({ where: { dedupeKey: `submit:${items[0]!.id}` } })).toMatchObject({
      status: "DEAD",
      attempts: 12,
      lastError: "panel refused add: Incorrect request",
    });
  });
});
