import { db, transaction } from "@/lib/db";
import { resetDb } from "@/test/support/db";
import { createPaidOrder } from "@/test/support/orders";

import { refreshOrderStatus, repairOrderStatuses } from "./order-status";
import { enqueueFulfilmentTicks } from "./ticks";

// An order's status derived from its parts without write skew
// (docs/fulfilment.md#order-status), and the periodic pass that repairs any
// order left open whose parts have all ended.

beforeEach(() => resetDb());

/** PGlite is one session: its transactions queue, so they can only interleave on PostgreSQL. */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/** Resolves once `n` callers are waiting (each caller's transaction holds its writes meanwhile). */
function barrier(n: number) {
  let waiting = 0;
  let open: () => void = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return () => {
    if (++waiting === n) open();
    return opened;
  };
}

/** The completion e-mails queued for an order (one job per event: its dedupe key). */
const completedMails = (orderId: string) => db.job.count({ where: { dedupeKey: `mail:completed:${orderId}` } });

async function explorerInProgress() {
  const order = await createPaidOrder({ serviceType: "EXPLORER" });
  await db.orderItem.updateMany({
    where: { orderId: order.orderId },
    data: { status: "PROCESSING", submission: "SUBMITTED" },
  });
  await db.order.update({ where: { id: order.orderId }, data: { status: "PROCESSING" } });
  return order;
}

describe("an order's status from its parts", () => {
  it("ends when the last two parts end in two transactions at once (each has written its part before either derives)", async () => {
    for (let round = 0; round < 5; round++) {
      const order = await explorerInProgress();
      const [a, b, ...rest] = order.items;
      // Two of the four parts ended earlier; the last two end now, together (a status sync and the review refund).
      for (const item of rest) await db.orderItem.update({ where: { id: item.id }, data: { status: "COMPLETED" } });
      const bothWritten = barrier(2);
      await Promise.all(
        [a!, b!].map((item) =>
          transaction(async (tx) => {
            await tx.orderItem.update({ where: { id: item.id }, data: { status: "COMPLETED" } });
            if (onPostgres) await bothWritten();
            await refreshOrderStatus(tx, order.orderId);
          }),
        ),
      );
      expect(await db.order.findUniqueOrThrow({ where: { id: order.orderId } })).toMatchObject({ status: "COMPLETED" });
      // The customer hears of it once.
      expect(await completedMails(order.orderId)).toBe(1);
    }
  });
});

describe("the periodic repair", () => {
  it("re-derives an order left open whose parts have all ended, and leaves the others alone", async () => {
    const stuck = await explorerInProgress();
    await db.orderItem.updateMany({ where: { orderId: stuck.orderId }, data: { status: "COMPLETED" } });
    const partial = await explorerInProgress();
    await db.orderItem.updateMany({ where: { orderId: partial.orderId }, data: { status: "REFUNDED" } });
    await db.orderItem.update({ where: { id: partial.items[0]!.id }, data: { status: "COMPLETED" } });
    const running = await explorerInProgress();
    await db.orderItem.update({ where: { id: running.items[0]!.id }, data: { status: "COMPLETED" } });

    expect(await repairOrderStatuses()).toBe(2);
    const status = async (id: string) => (await db.order.findUniqueOrThrow({ where: { id } })).status;
    expect(await status(stuck.orderId)).toBe("COMPLETED");
    expect(await status(partial.orderId)).toBe("PARTIAL");
    expect(await status(running.orderId)).toBe("PROCESSING");
    expect(await completedMails(stuck.orderId)).toBe(1);
    // Nothing left to repair: a second run changes nothing.
    expect(await repairOrderStatuses()).toBe(0);
  });

  it("is queued by the fulfilment ticks every five minutes, once per slot whatever the number of instances", async () => {
    const now = new Date("2026-12-07T10:01:00Z");
    await Promise.all([enqueueFulfilmentTicks(now), enqueueFulfilmentTicks(now)]);
    await enqueueFulfilmentTicks(new Date("2026-12-07T10:04:59Z"));
    expect(await db.job.count({ where: { type: "fulfilment.repair-order-status" } })).toBe(1);
    await enqueueFulfilmentTicks(new Date("2026-12-07T10:05:00Z"));
    expect(await db.job.count({ where: { type: "fulfilment.repair-order-status" } })).toBe(2);
  });
});
