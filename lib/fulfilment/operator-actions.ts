import "server-only";

import { randomUUID } from "node:crypto";

import { db, transaction, type Tx } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { writeOrderRefund } from "@/lib/ledger";
import { queueOrderMail } from "@/lib/mail";
import { refundJob } from "@/lib/payment-providers";

import { submitItemJob } from "./jobs";
import { refreshOrderStatus } from "./order-status";
import { type PanelClient, clientFor } from "@/lib/smm-panel";
import { sendRefillJob } from "./refills";
import { OPEN_STATUSES } from "./status";
import { sentServiceInfo } from "./services";

// The console's actions on one order, beside the review tools (operator.ts).
// Each checks the state it acts on in the statement that changes it, so a
// doubled click or two operators at once change it once.

export interface OperatorRefund {
  refundId: string;
  amountFils: number;
  /** False when the same request (its key) had already recorded it. */
  created: boolean;
}

/**
 * Refunds all or part of a paid order, in the caller's transaction: the
 * refund's row and the payment's refunded total (lib/ledger's
 * writeOrderRefund: idempotent by `requestKey`, never more than what is left
 * of the payment), and the job that sends it. When the whole payment has
 * gone back, items not yet sent to the panel are closed as refunded, so they
 * are never submitted.
 */
export async function refundOrderByOperator(
  tx: Tx,
  input: { orderId: string; amountFils: number; note: string; requestKey: string },
): Promise<OperatorRefund> {
  const row = await writeOrderRefund(tx, input);
  if (!row.created) return { refundId: row.refundId, amountFils: row.amountFils, created: false };
  if (row.paidBackInFull) {
    await tx.orderItem.updateMany({
      where: { orderId: input.orderId, status: "PENDING", submission: "NOT_SUBMITTED" },
      data: { status: "REFUNDED", lastError: "refunded in full by an operator before it was sent" },
    });
    await refreshOrderStatus(tx, input.orderId);
  }
  await refundJob.enqueue(tx, { refundId: row.refundId }, { dedupeKey: `refund:${row.refundId}` });
  // The customer is told how much and why, as for the store's own refunds (once: the mail's key).
  await queueOrderMail(tx, "refund", row.refundId);
  return { refundId: row.refundId, amountFils: row.amountFils, created: true };
}

export const NOT_RETRYABLE_MESSAGE = "لا يمكن إعادة إرسال هذا العنصر: ليس في حالة فشل مؤكد";

/**
 * Sends again an item whose submission certainly failed (the panel did not
 * create it: NOT_SUBMITTED, still pending) and whose job stopped (DEAD) or is
 * missing. An item in doubt goes through review instead, never here.
 */
export async function retryItemSubmission(
  itemId: string,
  /** Work for the same transaction, after the change (the console's audit entry): both commit or neither. */
  within?: (tx: Tx) => Promise<void>,
): Promise<void> {
  await transaction(async (tx) => {
    const [item] = await tx.$queryRaw<{ status: string; submission: string }[]>`
      SELECT "status"::text AS "status", "submission"::text AS "submission" FROM "order_items"
      WHERE "id" = ${itemId}::uuid FOR UPDATE`;
    if (!item) throw new AppError("NOT_FOUND", "العنصر غير موجود");
    if (item.status !== "PENDING" || item.submission !== "NOT_SUBMITTED")
      throw new AppError("CONFLICT", NOT_RETRYABLE_MESSAGE);
    const live = await tx.$queryRaw<{ id: bigint }[]>`
      SELECT "id" FROM "jobs" WHERE "type" = ${submitItemJob.type} AND "status" IN ('QUEUED', 'RUNNING')
        AND "payload"->>'itemId' = ${itemId} LIMIT 1`;
    if (live.length > 0) throw new AppError("CONFLICT", "الإرسال قيد الانتظار بالفعل");
    await tx.job.updateMany({
      where: { type: submitItemJob.type, status: "DEAD", payload: { path: ["itemId"], equals: itemId } },
      // Settled: the item is sent again by the new job; the stopped one leaves the operator's list.
      data: { status: "DONE", finishedAt: new Date(), lastError: "superseded: sent again by an operator" },
    });
    await submitItemJob.enqueue(tx, { itemId }, { dedupeKey: `submit:${itemId}:${randomUUID()}` });
    await within?.(tx);
  });
}

export const REFILL_REFUSED_MESSAGE = "التعويض غير متاح لهذا العنصر";

/**
 * Asks the panel for a refill of a completed item whose service offers it,
 * whatever the customer's once-a-day limit; one open refill per item at a time.
 */
export async function requestOperatorRefill(
  itemId: string,
  /** Work for the same transaction, after the change (the console's audit entry): both commit or neither. */
  within?: (tx: Tx) => Promise<void>,
): Promise<string> {
  const item = await db.orderItem.findUnique({ where: { id: itemId } });
  if (!item) throw new AppError("NOT_FOUND", "العنصر غير موجود");
  if (
    !item.externalOrderId ||
    // Delivered in full only: a cancelled or partial item is final and promises no refill
    // (docs/product-rules.md#refills).
    item.status !== "COMPLETED" ||
    !(await sentServiceInfo(item)).refill
  )
    throw new AppError("UNPROCESSABLE", REFILL_REFUSED_MESSAGE);
  return transaction(async (tx) => {
    await tx.$queryRaw`SELECT "id" FROM "order_items" WHERE "id" = ${itemId}::uuid FOR UPDATE`;
    const open = await tx.refill.count({
      where: { itemId, status: { in: ["REQUESTED", "PENDING", "IN_PROGRESS"] } },
    });
    if (open > 0) throw new AppError("CONFLICT", "طلب تعويض سابق لهذا العنصر لم ينتهِ بعد");
    await tx.orderItem.update({ where: { id: itemId }, data: { refillCount: { increment: 1 } } });
    const refill = await tx.refill.create({ data: { itemId, origin: "OPERATOR" } });
    await sendRefillJob.enqueue(tx, { refillId: refill.id }, { dedupeKey: `send-refill:${refill.id}` });
    await within?.(tx);
    return refill.id;
  });
}

export const CANCEL_REFUSED_MESSAGE = "الإلغاء غير متاح لهذا العنصر";

/**
 * Asks the panel to cancel an item it is running, where the service allows
 * it. The panel's answer is returned as it came; a cancelled order is then
 * refunded by the status sync like any order the panel cancels.
 */
export async function cancelItemAtPanel(
  itemId: string,
  panel: PanelClient,
  /** Work for the same transaction, after the change (the console's audit entry): both commit or neither. */
  within?: (tx: Tx) => Promise<void>,
): Promise<void> {
  const item = await db.orderItem.findUnique({ where: { id: itemId } });
  if (!item) throw new AppError("NOT_FOUND", "العنصر غير موجود");
  if (
    !item.externalOrderId ||
    item.submission !== "SUBMITTED" ||
    !OPEN_STATUSES.includes(item.status) ||
    !(await sentServiceInfo(item)).cancel
  )
    throw new AppError("UNPROCESSABLE", CANCEL_REFUSED_MESSAGE);
  const answer = (await clientFor(item, panel).cancel([item.externalOrderId])).get(item.externalOrderId);
  if (answer !== true)
    throw new AppError("UPSTREAM", `رفضت لوحة التنفيذ الإلغاء: ${answer?.error ?? "لا جواب"}`, { retryable: false });
  // The panel's answer first (no transaction open during the call), then what it changed, in one transaction.
  await transaction(async (tx) => {
    await tx.orderItem.updateMany({
      where: { id: itemId, externalOrderId: item.externalOrderId },
      data: { lastError: "cancel requested at the panel by an operator", cancelRequestedAt: new Date() },
    });
    await within?.(tx);
  });
}
