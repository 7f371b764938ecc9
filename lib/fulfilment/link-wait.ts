import "server-only";

import { db } from "@/lib/db";
import { logger } from "@/lib/log";

/**
 * Items the panel refused because an earlier order on the same link was
 * still running wait with `linkBusySince` set. When the status sync sees an
 * order on that link end, their submissions are due at once instead of at the
 * end of their wait (docs/fulfilment.md#one-link-one-running-order).
 */
export async function wakeLinkWaiters(orderId: string, now: Date): Promise<number> {
  const order = await db.order.findUnique({ where: { id: orderId }, select: { link: true } });
  if (!order) return 0;
  const waiting = await db.orderItem.findMany({
    where: {
      linkBusySince: { not: null },
      status: "PENDING",
      submission: "NOT_SUBMITTED",
      order: { link: order.link },
    },
    select: { id: true },
    take: 100,
  });
  if (waiting.length === 0) return 0;
  const { count } = await db.job.updateMany({
    where: {
      type: "fulfilment.submit-item",
      status: "QUEUED",
      runAt: { gt: now },
      OR: waiting.map((w) => ({ dedupeKey: { startsWith: `submit:${w.id}` } })),
    },
    data: { runAt: now },
  });
  if (count > 0) logger("fulfilment").info(`${count} item(s) waiting for an earlier order on their link woken`);
  return count;
}
