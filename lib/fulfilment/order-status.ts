import "server-only";

import type { Tx } from "@/lib/db";
import { queueOrderMail } from "@/lib/mail";

import { deriveOrderStatus } from "./status";

/** Re-derives an order's status from its items, inside the caller's transaction. */
export async function refreshOrderStatus(tx: Tx, orderId: string): Promise<void> {
  const items = await tx.orderItem.findMany({ where: { orderId }, select: { status: true, submission: true } });
  const status = deriveOrderStatus(items);
  const { count } = await tx.order.updateMany({ where: { id: orderId, NOT: { status } }, data: { status } });
  if (count === 1 && status === "COMPLETED") await queueOrderMail(tx, "completed", orderId);
}
