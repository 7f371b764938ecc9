import "server-only";

import { randomUUID } from "node:crypto";

import { recordAudit, STORE } from "@/lib/ledger";
import type { RefundReason, Tx } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { queueOrderMail } from "@/lib/mail";
import { refundJob } from "@/lib/payment-providers";

import { refreshOrderStatus } from "./order-status";

export interface RecordedRefund {
  refundId: string;
  amountFils: number;
}

/**
 * Decides and records a refund for one item, in the caller's transaction:
 * the refunds row (its id is the client UUID the provider gets), the
 * payment's refunded total, the item's and order's status, and the job that
 * sends it. At most one refund per item and reason (a unique key), never more
 * than the item's price over all reasons (its row is locked while counting;
 * a FAILED refund moved no money and is not counted),
 * never more than the payment (a guarded update, and the CHECK behind it).
 * Free orders are never refunded. Returns null when nothing (more) is due.
 */
export async function recordRefund(
  tx: Tx,
  input: {
    itemId: string;
    reason: RefundReason;
    amountFils: number;
    /** The audit log's kind for this refund when the store decides it (default "refund"). */
    auditAction?: string;
  },
): Promise<RecordedRefund | null> {
  // Locks in one order everywhere (item, then payment): concurrent refunds queue, never deadlock.
  const [item] = await tx.$queryRaw<
    {
      id: string;
      order_id: string;
      price_fils: number;
      payment_id: string | null;
      source: string;
      user_id: string | null;
    }[]
  >`
    SELECT oi."id", oi."order_id", oi."price_fils", o."payment_id", o."source"::text AS "source", o."user_id"
    FROM "order_items" oi JOIN "orders" o ON o."id" = oi."order_id"
    WHERE oi."id" = ${input.itemId}::uuid
    FOR UPDATE OF oi`;
  if (!item || item.source !== "PAID" || !item.payment_id) return null;
  const [payment] = await tx.$queryRaw<{ amount_fils: number; refunded_fils: number }[]>`
    SELECT "amount_fils", "refunded_fils" FROM "payments" WHERE "id" = ${item.payment_id} FOR UPDATE`;
  if (!payment) return null;
  const [{ sum }] = (await tx.$queryRaw<{ sum: number }[]>`
    SELECT COALESCE(SUM("amount_fils"), 0)::int AS "sum" FROM "refunds"
    WHERE "item_id" = ${item.id}::uuid AND "status" <> 'FAILED'`) as [{ sum: number }];
  const amount = Math.min(
    Math.floor(input.amountFils),
    item.price_fils - sum,
    payment.amount_fils - payment.refunded_fils,
  );
  if (amount <= 0) return null;

  const id = randomUUID();
  const inserted = await tx.$queryRaw<{ id: string }[]>`
    INSERT INTO "refunds" ("id", "payment_id", "order_id", "item_id", "reason", "amount_fils", "updated_at")
    VALUES (${id}::uuid, ${item.payment_id}, ${item.order_id}::uuid, ${item.id}::uuid,
            ${input.reason}::"RefundReason", ${amount}, now())
    ON CONFLICT ("item_id", "reason") DO NOTHING
    RETURNING "id"`;
  if (inserted.length === 0) return null;
  const raised = await tx.$executeRaw`
    UPDATE "payments" SET "refunded_fils" = "refunded_fils" + ${amount}, "updated_at" = now()
    WHERE "id" = ${item.payment_id} AND "refunded_fils" + ${amount} <= "amount_fils"`;
  if (raised !== 1) throw new AppError("CONFLICT", "refund would exceed the payment", { retryable: true });

  // Nothing delivered and all of it returned: REFUNDED; some delivered: PARTIAL.
  const refundedAll = sum + amount >= item.price_fils;
  await tx.orderItem.update({ where: { id: item.id }, data: { status: refundedAll ? "REFUNDED" : "PARTIAL" } });
  await refreshOrderStatus(tx, item.order_id);
  // Every refund the store decides by itself is in the audit log, in this same transaction;
  // an operator's (reason OPERATOR) is recorded by the console with the operator's name.
  if (input.reason !== "OPERATOR")
    await recordAudit(tx, STORE, {
      action: input.auditAction ?? "refund",
      orderId: item.order_id,
      itemId: item.id,
      customerId: item.user_id,
      reason: input.reason,
      amountFils: amount,
      after: { refundId: id },
    });
  await refundJob.enqueue(tx, { refundId: id }, { dedupeKey: `refund:${id}` });
  await queueOrderMail(tx, "refund", id);
  return { refundId: id, amountFils: amount };
}
