import { db } from "@/lib/db";
import { resetDb } from "@/test/support/db";
import { overrideEnv } from "@/test/support/env-override";
import { createFreeOrder, createPaidOrder } from "@/test/support/orders";

import { getAttention } from "./attention";
import { formatCost } from "./cost-format";
import { getMargins, orderCosts, type CostFigures } from "./costs";

// The console's cost and margin figures (docs/operations.md#cost-and-margin):
// one rounding rule for every figure, VAT at each invoice's own rate, and a
// charge the panel has not reported shown as unknown, never as 0.

const DAY = "2026-11-20";
const FROM = new Date("2026-11-19T20:00:00Z"); // the store day's start in Dubai
const AT = new Date("2026-11-20T10:00:00Z");

let restoreEnv: () => void;
beforeAll(() => {
  restoreEnv = overrideEnv({ VAT_PERCENT: "5", PANEL_EXCHANGE_RATES: "USD=3.6725" });
});
afterAll(() => restoreEnv());
beforeEach(() => resetDb());

let sent = 0;
/** An order's items as the panel left them: each sent, and charged `charge` USD when given. */
async function sentOrder(order: { items: { id: string }[] }, charge: string | null, submittedAt = AT) {
  for (const item of order.items) {
    const externalOrderId = String(++sent);
    await db.orderItem.update({
      where: { id: item.id },
      data: { externalOrderId, submittedAt, submission: "SUBMITTED" },
    });
    if (charge !== null)
      await db.panelCharge.create({
        data: { panel: "primary", externalOrderId, itemId: item.id, charge, currency: "USD" },
      });
  }
}

const sum = (figures: CostFigures[], key: "revenueFils" | "costFils" | "marginFils") =>
  figures.reduce((n, f) => n + f[key]!, 0);

describe("cost and margin figures", () => {
  it("per order add up to the per-service, per-day and period figures exactly, to the fils", async () => {
    // Charges of 0.0015 USD are 0.55 fils each: rounded per order they are 1 fils, summed first 0.55 × n.
    const orders = [];
    for (const [serviceType, amountFils] of [
      ["VIEWS", 350],
      ["VIEWS", 1_075],
      ["LIKES", 333],
      ["LIKES", 1_001],
      ["VIEWS", 2_099],
    ] as const) {
      const order = await createPaidOrder({ serviceType, amountFils, createdAt: AT });
      await sentOrder(order, "0.0015");
      orders.push(order);
    }
    const free = await createFreeOrder();
    await db.order.update({ where: { id: free.orderId }, data: { createdAt: AT } });
    const freeItems = await db.orderItem.findMany({ where: { orderId: free.orderId } });
    await sentOrder({ items: freeItems }, "0.0015");

    const ids = [...orders.map((o) => ({ id: o.orderId })), { id: free.orderId }];
    const perOrder = [...(await orderCosts(ids)).values()];
    expect(perOrder).toHaveLength(6);
    for (const f of perOrder) expect(f.costFils).toBe(1);

    const margins = await getMargins([DAY], FROM, "Asia/Dubai");
    for (const key of ["revenueFils", "costFils", "marginFils"] as const) {
      expect(margins.total[key]).toBe(sum(perOrder, key));
      expect(margins.days[0]![key]).toBe(sum(perOrder, key));
      expect(margins.services.reduce((n, s) => n + s[key]!, 0)).toBe(sum(perOrder, key));
    }
    const views = await orderCosts(orders.filter((_, i) => [0, 1, 4].includes(i)).map((o) => ({ id: o.orderId })));
    expect(margins.services.find((s) => s.service === "views")).toMatchObject({
      orders: 3,
      revenueFils: sum([...views.values()], "revenueFils"),
      costFils: 3,
    });
    expect(margins.services.find((s) => s.service === "free")).toMatchObject({
      orders: 1,
      revenueFils: 0,
      costFils: 1,
    });
  });

  it("takes a sold order's VAT at its invoice's rate, whatever the rate is today", async () => {
    const order = await createPaidOrder({ amountFils: 2_100, createdAt: AT });
    await sentOrder(order, "1");
    const before = (await orderCosts([{ id: order.orderId }])).get(order.orderId)!;
    // 21.00 with 5% VAT: 1.00 of VAT, 20.00 of revenue.
    expect(before.revenueFils).toBe(2_000);
    const restore = overrideEnv({ VAT_PERCENT: "15" });
    try {
      expect((await orderCosts([{ id: order.orderId }])).get(order.orderId)!.revenueFils).toBe(2_000);
      expect((await getMargins([DAY], FROM, "Asia/Dubai")).total.revenueFils).toBe(2_000);
    } finally {
      restore();
    }
  });

  it("after refunds, leaves the VAT the invoice still holds once its credit notes are issued", async () => {
    const order = await createPaidOrder({ amountFils: 350, createdAt: AT });
    await sentOrder(order, "0.01");
    // 1.75 of 3.50 refunded: the invoice's 0.17 less the 0.08 its note credits = 0.09 kept.
    await db.payment.update({ where: { id: order.paymentId }, data: { refundedFils: 175 } });
    expect((await orderCosts([{ id: order.orderId }])).get(order.orderId)!.revenueFils).toBe(175 - 9);
    // All of it refunded: nothing kept, no VAT left.
    await db.payment.update({ where: { id: order.paymentId }, data: { refundedFils: 350 } });
    expect((await orderCosts([{ id: order.orderId }])).get(order.orderId)!.revenueFils).toBe(0);
  });

  it("shows a cost the panel has not reported as unknown, never 0.00 and a 100% margin, and lists it after an hour", async () => {
    const charged = await createPaidOrder({ amountFils: 2_100, createdAt: AT });
    await sentOrder(charged, "1");
    const uncharged = await createPaidOrder({ amountFils: 2_100, createdAt: AT });
    await sentOrder(uncharged, null);
    // Not sent at all (waiting for the panel): no cost yet, and nothing unknown about it.
    const waiting = await createPaidOrder({ amountFils: 2_100, createdAt: AT });

    const costs = await orderCosts([{ id: charged.orderId }, { id: uncharged.orderId }, { id: waiting.orderId }]);
    expect(costs.get(uncharged.orderId)).toMatchObject({
      costFils: null,
      marginFils: null,
      marginPercent: null,
      unchargedItems: 1,
    });
    expect(formatCost(costs.get(uncharged.orderId)!)).toMatch(/^غير معروفة \(لم تذكر اللوحة تكلفة 1 /);
    expect(costs.get(charged.orderId)).toMatchObject({ costFils: 367, unchargedItems: 0 });
    expect(formatCost(costs.get(charged.orderId)!)).toBe("3.67 درهم");
    expect(costs.get(waiting.orderId)).toMatchObject({ costFils: 0, unchargedItems: 0 });

    // The day and the service holding it are unknown too; the revenue still counts.
    const margins = await getMargins([DAY], FROM, "Asia/Dubai");
    expect(margins.total).toMatchObject({ revenueFils: 6_000, costFils: null, marginPercent: null, unchargedItems: 1 });
    expect(margins.services.find((s) => s.service === "views")).toMatchObject({ costFils: null });
    expect(margins.services.find((s) => s.service === "likes")).toMatchObject({ costFils: 0 });

    // On the attention list once an hour has passed since it was sent, not before.
    const listed = async (now: Date) =>
      (await getAttention({ now })).sections.find((s) => s.kind === "missing-charge")!;
    expect((await listed(new Date(AT.getTime() + 59 * 60_000))).count).toBe(0);
    const section = await listed(new Date(AT.getTime() + 61 * 60_000));
    expect(section.count).toBe(1);
    expect(section.items).toEqual([
      expect.objectContaining({
        orderId: uncharged.orderId,
        itemId: uncharged.items[0]!.id,
        externalOrderId: expect.any(String),
      }),
    ]);
  });
});
