import { db, transaction } from "@/lib/db";
import { orderStatusForOwner } from "@/lib/orders";
import { runJobs } from "@/test/support/fulfilment";
import { createPaidOrder } from "@/test/support/orders";
import { panelDoubleSuite } from "@/test/support/panel-suite";

import { checkDeadlines, NOT_STARTED_REFUND_MS } from "./deadlines";
import { getOrderDelivery } from "./order-delivery";
import { markItemSubmitted } from "./operator";
import { refundOrderByOperator } from "./operator-actions";
import { getPanel } from "@/lib/smm-panel";
import { simulatedPanel } from "@/test/support/simulated-panel";
import { syncStatuses } from "./sync";

// docs/product-rules.md#review-refund: an item whose panel answer proved nothing
// is refunded in full 24 hours after its order, once, never above the payment,
// even though the panel may have created it.

const T0 = new Date("2026-11-20T10:00:00Z");
const at = (ms: number) => jest.setSystemTime(new Date(T0.getTime() + ms));
panelDoubleSuite(T0);
const MIN = 60_000;

/** A paid order whose add met a 502 after the panel stored it: in review, the panel has it. */
async function orderInReview(amountFils = 350) {
  const order = await createPaidOrder({ amountFils });
  simulatedPanel.inject("add", { kind: "http", status: 502, afterCreate: true });
  await runJobs();
  at(2 * 60 * MIN);
  await runJobs();
  const item = await db.orderItem.findUniqueOrThrow({ where: { id: order.items[0]!.id } });
  expect(item).toMatchObject({ submission: "NEEDS_REVIEW", status: "PENDING" });
  return order;
}

describe("an item still in review 24 hours after its order", () => {
  it("is refunded in full once, and the customer's page says so", async () => {
    const order = await orderInReview(350);
    at(NOT_STARTED_REFUND_MS - MIN);
    expect((await checkDeadlines(getPanel())).reviewRefunded).toBe(0);
    expect(await db.refund.count()).toBe(0);

    at(NOT_STARTED_REFUND_MS + MIN);
    expect((await checkDeadlines(getPanel())).reviewRefunded).toBe(1);
    // Every later check (and two at once) changes nothing.
    const again = await Promise.all([checkDeadlines(getPanel()), checkDeadlines(getPanel())]);
    expect(again.map((r) => r.reviewRefunded)).toEqual([0, 0]);

    expect(await db.refund.findMany()).toEqual([
      expect.objectContaining({ reason: "NOT_STARTED", amountFils: 350, itemId: order.items[0]!.id }),
    ]);
    expect((await db.payment.findUniqueOrThrow({ where: { id: order.paymentId } })).refundedFils).toBe(350);
    expect(await db.job.count({ where: { type: "payments.refund" } })).toBe(1);
    // Once in the store's audit log, as the store's own action.
    expect(await db.operatorAction.findMany({ where: { action: "review-timeout-refund" } })).toEqual([
      expect.objectContaining({
        actor: "STORE",
        amountFils: 350,
        orderId: order.orderId,
        itemId: order.items[0]!.id,
        reason: "NOT_STARTED",
      }),
    ]);
    const view = await orderStatusForOwner(order.orderId, { paymentId: order.paymentId });
    expect(view.status).toBe("REFUNDED");
    // Recorded, not yet at the provider: in progress, never "returned".
    expect(view.refundInProgress).toBe(true);
    expect(view.delivery?.refundedFils).toBe(0);
  });

  it("never refunds above the payment: only what an operator's refund left", async () => {
    const order = await orderInReview(350);
    await transaction((tx) =>
      refundOrderByOperator(tx, { orderId: order.orderId, amountFils: 300, note: "goodwill", requestKey: "k-1" }),
    );
    at(NOT_STARTED_REFUND_MS + MIN);
    await checkDeadlines(getPanel());
    expect((await db.refund.findMany({ where: { reason: "NOT_STARTED" } })).map((r) => r.amountFils)).toEqual([50]);
    expect((await db.payment.findUniqueOrThrow({ where: { id: order.paymentId } })).refundedFils).toBe(350);
    // And the database itself refuses more than was paid.
    await expect(db.payment.update({ where: { id: order.paymentId }, data: { refundedFils: 351 } })).rejects.toThrow(
      /payments_refunded_within_amount/,
    );
  });

  it("attached later to its panel order: the customer keeps the delivery and the refund, recorded as a loss", async () => {
    const order = await orderInReview(350);
    at(NOT_STARTED_REFUND_MS + MIN);
    await checkDeadlines(getPanel());
    const [panelOrder] = await simulatedPanel.orders();
    await markItemSubmitted(order.items[0]!.id, String(panelOrder!.id), "operator test");
    const item = await db.orderItem.findUniqueOrThrow({ where: { id: order.items[0]!.id } });
    expect(item).toMatchObject({ submission: "SUBMITTED", externalOrderId: String(panelOrder!.id) });
    expect(item.reviewRefundedAt).not.toBeNull();
    expect(item.keptAfterRefundAt).not.toBeNull();
    // Tracked to the end; its refunds already reach its price, so nothing more goes back.
    at(NOT_STARTED_REFUND_MS + 10 * MIN);
    await syncStatuses(getPanel());
    await checkDeadlines(getPanel());
    expect((await db.orderItem.findUniqueOrThrow({ where: { id: item.id } })).status).toBe("COMPLETED");
    expect(await db.refund.count()).toBe(1);
    expect((await db.payment.findUniqueOrThrow({ where: { id: order.paymentId } })).refundedFils).toBe(350);
    const delivery = await getOrderDelivery(order.orderId, { paymentId: order.paymentId });
    expect(delivery).toMatchObject({ delivered: 5_000, quantity: 5_000 });
    // A second attach is refused: it is recorded once.
    await expect(markItemSubmitted(item.id, "999", "operator test")).rejects.toThrow();
  });
});
