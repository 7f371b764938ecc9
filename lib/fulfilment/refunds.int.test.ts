import { db, transaction, type RefundReason } from "@/lib/db";
import { resetDb } from "@/test/support/db";
import { createFreeOrder, createPaidOrder } from "@/test/support/orders";

import { recordRefund } from "./refunds";
import { applyStatus } from "./sync";

beforeEach(() => resetDb());

const refund = (itemId: string, reason: RefundReason, amountFils: number) =>
  transaction((tx) => recordRefund(tx, { itemId, reason, amountFils })).catch((e: unknown) => e);

describe("recording refunds", () => {
  it("records one refund per item and reason, with its job, and marks the item and order", async () => {
    const { orderId, paymentId, items } = await createPaidOrder({ amountFils: 500 });
    const first = await refund(items[0]!.id, "PARTIAL", 200);
    const again = await refund(items[0]!.id, "PARTIAL", 200);
    expect(first).toEqual({ refundId: expect.any(String), amountFils: 200 });
    expect(again).toBeNull();
    expect((await db.payment.findUniqueOrThrow({ where: { id: paymentId } })).refundedFils).toBe(200);
    expect((await db.orderItem.findUniqueOrThrow({ where: { id: items[0]!.id } })).status).toBe("PARTIAL");
    expect((await db.order.findUniqueOrThrow({ where: { id: orderId } })).status).toBe("PARTIAL");
    const job = await db.job.findFirstOrThrow({ where: { type: "payments.refund" } });
    expect(job.payload).toEqual({ refundId: (first as { refundId: string }).refundId });
    expect(job.dedupeKey).toBe(`refund:${(first as { refundId: string }).refundId}`);
  });

  it("never refunds an item beyond its price over several reasons, nor a free order", async () => {
    const { paymentId, items } = await createPaidOrder({ amountFils: 500 });
    await refund(items[0]!.id, "PARTIAL", 300);
    expect(await refund(items[0]!.id, "LATE", 300)).toEqual(expect.objectContaining({ amountFils: 200 }));
    expect(await refund(items[0]!.id, "OPERATOR", 100)).toBeNull();
    expect((await db.payment.findUniqueOrThrow({ where: { id: paymentId } })).refundedFils).toBe(500);
    expect((await db.orderItem.findUniqueOrThrow({ where: { id: items[0]!.id } })).status).toBe("REFUNDED");

    const free = await createFreeOrder();
    const item = await db.orderItem.findFirstOrThrow({ where: { orderId: free.orderId } });
    expect(await refund(item.id, "CANCELLED", 100)).toBeNull();
    expect(await db.refund.count({ where: { orderId: free.orderId } })).toBe(0);
  });

  it("is stopped by the database if anything tried to refund more than was paid", async () => {
    const { paymentId } = await createPaidOrder({ amountFils: 500 });
    await expect(db.payment.update({ where: { id: paymentId }, data: { refundedFils: 501 } })).rejects.toThrow(
      /payments_refunded_within_amount/,
    );
  });

  it("never refunds more than was paid when partial delivery, cancellation and deadlines race", async () => {
    const orders = await Promise.all(
      Array.from({ length: 3 }, () => createPaidOrder({ serviceType: "EXPLORER", amountFils: 1_501 })),
    );
    const items = orders.flatMap((o) => o.items);
    for (const i of items)
      await db.orderItem.update({
        where: { id: i.id },
        data: { submission: "SUBMITTED", externalOrderId: `x${i.id}`, status: "PROCESSING" },
      });
    const fresh = await db.orderItem.findMany({ where: { id: { in: items.map((i) => i.id) } } });
    const reasons: RefundReason[] = ["PARTIAL", "CANCELLED", "LATE", "NOT_STARTED", "OPERATOR"];
    const at = new Date();
    const racers = fresh.flatMap((item) => [
      ...reasons.flatMap((reason) => [
        refund(item.id, reason, item.priceFils),
        refund(item.id, reason, Math.ceil(item.priceFils / 3)),
      ]),
      applyStatus(item, { status: "Partial", remains: Math.floor(item.quantity / 2), start_count: 10 }, at).catch(
        (e: unknown) => e,
      ),
      applyStatus(item, { status: "Canceled", remains: item.quantity, start_count: null }, at).catch((e: unknown) => e),
      applyStatus(item, { status: "Cancelled", remains: 1, start_count: null }, at).catch((e: unknown) => e),
    ]);
    await Promise.all(racers);

    for (const o of orders) {
      const payment = await db.payment.findUniqueOrThrow({ where: { id: o.paymentId } });
      const rows = await db.refund.findMany({ where: { paymentId: o.paymentId } });
      const total = rows.reduce((s, r) => s + r.amountFils, 0);
      expect(payment.refundedFils).toBe(total);
      expect(total).toBeLessThanOrEqual(payment.amountFils);
      for (const item of o.items) {
        const mine = rows.filter((r) => r.itemId === item.id);
        expect(mine.reduce((s, r) => s + r.amountFils, 0)).toBeLessThanOrEqual(item.priceFils);
        expect(new Set(mine.map((r) => r.reason)).size).toBe(mine.length);
      }
      // Every item here was refunded in full by one racer or another: the whole payment, not a fils more.
      expect(total).toBe(1_501);
    }
    expect(await db.job.count({ where: { type: "payments.refund" } })).toBe(await db.refund.count());
  });
});
