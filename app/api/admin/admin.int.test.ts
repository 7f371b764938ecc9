import { db } from "@/lib/db";
import { getControl } from "@/lib/fulfilment";
import { getPanel } from "@/lib/smm-panel";
import { simulatedPanel } from "@/test/support/simulated-panel";
import { checkServices } from "@/lib/fulfilment/services";
import { enqueue } from "@/lib/jobs";
import { callWithParams } from "@/test/support/auth";
import { resetDb } from "@/test/support/db";
import { runJobs } from "@/test/support/fulfilment";
import { captureLogs } from "@/test/support/logs";
import { createPaidOrder } from "@/test/support/orders";
import { signedInUser } from "@/test/support/users";

import { POST as fulfilmentRoute } from "./fulfilment/route";
import { POST as reviewRoute } from "./items/[itemId]/review/route";
import { POST as retryRoute } from "./jobs/[jobId]/retry/route";

beforeEach(async () => {
  await resetDb();
  simulatedPanel.reset();
  await checkServices(getPanel(), { info: () => {}, warn: () => {} });
  captureLogs();
});
afterEach(() => jest.restoreAllMocks());

const review = (itemId: string, body: object, cookie: string) =>
  callWithParams(
    reviewRoute,
    `/api/admin/items/${itemId}/review`,
    { itemId },
    { body: JSON.stringify(body), headers: { cookie } },
  );

/** An item whose add timed out after the simulated panel created the order. */
async function itemInReview() {
  simulatedPanel.inject("add", { kind: "timeout-after-create" });
  const order = await createPaidOrder({ amountFils: 450 });
  await runJobs();
  let item = await db.orderItem.findUniqueOrThrow({ where: { id: order.items[0]!.id } });
  if (item.submission === "NOT_SUBMITTED") {
    // Seen once in CI on a loaded machine: the submit job was deferred by a transient error before its
    // claim (nothing was sent). Say why, make it due and run it again; the injected timeout still applies.
    const job = await db.job.findFirst({ where: { type: "fulfilment.submit-item" } });
    console.warn(`[test] submit deferred (${job?.status}, attempts ${job?.attempts}): ${job?.lastError}`);
    await db.job.updateMany({ where: { type: "fulfilment.submit-item" }, data: { runAt: new Date(0) } });
    await runJobs();
    item = await db.orderItem.findUniqueOrThrow({ where: { id: order.items[0]!.id } });
  }
  expect(item.submission).toBe("NEEDS_REVIEW");
  return { ...order, item };
}

describe("operator APIs", () => {
  it("refuse customers and signed-out callers", async () => {
    const customer = await signedInUser();
    const { item } = await itemInReview();
    expect((await review(item.id, { action: "refund" }, customer.cookie)).status).toBe(403);
    expect((await review(item.id, { action: "refund" }, "")).status).toBe(401);
    const pause = await callWithParams(
      fulfilmentRoute,
      "/api/admin/fulfilment",
      {},
      {
        body: JSON.stringify({ action: "pause" }),
        headers: { cookie: customer.cookie },
      },
    );
    expect(pause.status).toBe(403);
    expect((await getControl()).paused).toBe(false);
  });

  it("settle an item in review: found at the panel, then tracked", async () => {
    const operator = await signedInUser("OPERATOR");
    const { item, orderId } = await itemInReview();
    const panelOrder = await db.simPanelOrder.findFirstOrThrow();
    const res = await review(
      item.id,
      { action: "mark-submitted", externalOrderId: String(panelOrder.id) },
      operator.cookie,
    );
    expect(res.status).toBe(200);
    expect(await db.orderItem.findUniqueOrThrow({ where: { id: item.id } })).toMatchObject({
      submission: "SUBMITTED",
      externalOrderId: String(panelOrder.id),
    });
    expect((await db.order.findUniqueOrThrow({ where: { id: orderId } })).status).toBe("PROCESSING");
    // Settled once: a second decision is refused.
    expect((await review(item.id, { action: "refund" }, operator.cookie)).status).toBe(409);
    // One panel order: the store never sent it again on its own.
    expect(await db.simPanelOrder.count()).toBe(1);
  });

  it("settle an item in review: not at the panel, so submitted again exactly once", async () => {
    const operator = await signedInUser("OPERATOR");
    const { item } = await itemInReview();
    await db.simPanelOrder.deleteMany();
    expect((await review(item.id, { action: "mark-not-created" }, operator.cookie)).status).toBe(200);
    await runJobs();
    expect((await db.orderItem.findUniqueOrThrow({ where: { id: item.id } })).submission).toBe("SUBMITTED");
    // The lost one and the operator's (the store's own look by a second add is off by default).
    expect(simulatedPanel.addCalls).toBe(2);
    expect(await db.simPanelOrder.count()).toBe(1);
  });

  it("settle an item in review: refunded in full", async () => {
    const operator = await signedInUser("OPERATOR");
    const { item, orderId, paymentId } = await itemInReview();
    expect((await review(item.id, { action: "refund" }, operator.cookie)).status).toBe(200);
    expect((await db.order.findUniqueOrThrow({ where: { id: orderId } })).status).toBe("REFUNDED");
    expect(await db.refund.findMany()).toEqual([expect.objectContaining({ reason: "OPERATOR", amountFils: 450 })]);
    expect((await db.payment.findUniqueOrThrow({ where: { id: paymentId } })).refundedFils).toBe(450);
    expect((await review(item.id, { action: "mark-submitted", externalOrderId: "1" }, operator.cookie)).status).toBe(
      409,
    );
    expect(
      (await review(item.id, { action: "mark-submitted", externalOrderId: "1; drop" }, operator.cookie)).status,
    ).toBe(400);
  });

  it("retry a DEAD job, pause and resume submissions", async () => {
    const operator = await signedInUser("OPERATOR");
    await enqueue(db, "fulfilment.sync-status", {}, { maxAttempts: 1 });
    const job = await db.job.update({
      where: { id: (await db.job.findFirstOrThrow()).id },
      data: { status: "DEAD", attempts: 1 },
    });
    const retry = (id: string) =>
      callWithParams(
        retryRoute,
        `/api/admin/jobs/${id}/retry`,
        { jobId: id },
        { body: "{}", headers: { cookie: operator.cookie } },
      );
    expect((await retry(String(job.id))).status).toBe(200);
    expect(await db.job.findUniqueOrThrow({ where: { id: job.id } })).toMatchObject({ status: "QUEUED", attempts: 0 });
    expect((await retry(String(job.id))).status).toBe(409);
    expect((await retry("abc")).status).toBe(404);

    const act = (action: string) =>
      callWithParams(
        fulfilmentRoute,
        "/api/admin/fulfilment",
        {},
        { body: JSON.stringify({ action }), headers: { cookie: operator.cookie } },
      );
    expect((await act("pause")).status).toBe(200);
    expect((await getControl()).pauseReason).toBe(`paused by operator ${operator.username}`);
    const order = await createPaidOrder();
    await runJobs();
    expect((await db.orderItem.findUniqueOrThrow({ where: { id: order.items[0]!.id } })).submission).toBe(
      "NOT_SUBMITTED",
    );
    expect((await act("resume")).status).toBe(200);
    await runJobs();
    expect((await db.orderItem.findUniqueOrThrow({ where: { id: order.items[0]!.id } })).submission).toBe("SUBMITTED");
    expect((await act("check-balance")).status).toBe(200);
    expect((await getControl()).balance).toMatch(/^\d+\.\d{5}$/);
  });
});
