import "server-only";

import { db, transaction, type Tx } from "@/lib/db";
import { logger } from "@/lib/log";
import { queueOrderMail } from "@/lib/mail";

import { deriveOrderStatus, OPEN_STATUSES } from "./status";

/**
 * Re-derives an order's status from its items, inside the caller's
 * transaction. The order's row is locked before its items are read: two
 * transactions that each ended one part of the same order (a status sync and
 * the 24-hour review refund, say) take turns here, and the second reads the
 * first one's part as it committed. Without the lock each read the other's
 * part still open, and the order stayed «قيد المعالجة» for good (a write
 * skew). Callers lock items first and the order last, so the two never wait
 * on each other the other way round.
 */
export async function refreshOrderStatus(tx: Tx, orderId: string): Promise<void> {
  await tx.$queryRaw`SELECT "id" FROM "orders" WHERE "id" = ${orderId}::uuid FOR UPDATE`;
  const items = await tx.orderItem.findMany({ where: { orderId }, select: { status: true, submission: true } });
  const status = deriveOrderStatus(items);
  const { count } = await tx.order.updateMany({ where: { id: orderId, NOT: { status } }, data: { status } });
  if (count === 1 && status === "COMPLETED") await queueOrderMail(tx, "completed", orderId);
}

/** At most this many orders are repaired per run; the next run takes the rest. */
const REPAIR_BATCH = 200;

/**
 * The safety net behind the lock above: every order still open whose parts
 * have all ended is re-derived, each in its own transaction (docs/fulfilment.md#order-status).
 * Run by the periodic `fulfilment.repair-order-status` job. Returns how many changed.
 */
export async function repairOrderStatuses(): Promise<number> {
  const stuck = await db.order.findMany({
    where: { status: { in: OPEN_STATUSES }, items: { some: {}, none: { status: { in: OPEN_STATUSES } } } },
    select: { id: true },
    take: REPAIR_BATCH,
  });
  let repaired = 0;
  for (const { id } of stuck) {
    const changed = await transaction(async (tx) => {
      const before = await tx.order.findUnique({ where: { id }, select: { status: true } });
      await refreshOrderStatus(tx, id);
      const after = await tx.order.findUnique({ where: { id }, select: { status: true } });
      return before?.status !== after?.status;
    });
    if (changed) repaired++;
  }
  if (repaired > 0)
    logger("fulfilment").warn(`order status repaired for ${repaired} order(s) whose parts had all ended`);
  return repaired;
}
