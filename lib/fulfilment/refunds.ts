import "server-only";

import { recordAudit, STORE, writeItemRefund } from "@/lib/ledger";
import type { RefundReason, Tx } from "@/lib/db";
import { queueOrderMail } from "@/lib/mail";
import { refundJob } from "@/lib/payment-providers";

import { refreshOrderStatus } from "./order-status";

export interface RecordedRefund {
  refundId: string;
  amountFils: number;
}

/**
 * Decides and records a refund for one item, in the caller's transaction:
 * the refund's row and the payment's refunded total (lib/ledger's
 * writeItemRefund, with its bounds: once per item and reason, never more
 * than the item's price or the payment), the item's and order's status, the
 * audit entry, the job that sends it (its id is the client UUID the provider
 * gets) and the customer's e-mail. Returns null when nothing (more) is due.
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
  const row = await writeItemRefund(tx, input);
  if (!row) return null;
  // Nothing delivered and all of it returned: REFUNDED; some delivered: PARTIAL.
  await tx.orderItem.update({
    where: { id: input.itemId },
    data: { status: row.refundedAll ? "REFUNDED" : "PARTIAL" },
  });
  await refreshOrderStatus(tx, row.orderId);
  // Every refund the store decides by itself is in the audit log, in this same transaction;
  // an operator's (reason OPERATOR) is recorded by the console with the operator's name.
  if (input.reason !== "OPERATOR")
    await recordAudit(tx, STORE, {
      action: input.auditAction ?? "refund",
      orderId: row.orderId,
      itemId: input.itemId,
      customerId: row.customerId,
      reason: input.reason,
      amountFils: row.amountFils,
      after: { refundId: row.refundId },
    });
  await refundJob.enqueue(tx, { refundId: row.refundId }, { dedupeKey: `refund:${row.refundId}` });
  await queueOrderMail(tx, "refund", row.refundId);
  return { refundId: row.refundId, amountFils: row.amountFils };
}
