import "server-only";

import { Prisma, type db, type Tx } from "@/lib/db";

/**
 * One automatic action for the store's audit log (docs/operations.md#the-audit-log):
 * something the store did by itself that moved money or changed where an
 * order goes, written by the code that did it, inside its own transaction.
 */
export interface AutomaticAction {
  /**
   * The kind, as the log's filter lists it (AUDIT_ACTION_LABELS in
   * lib/admin/labels.ts gives its Arabic name): "refund" for a refund by rule
   * or after the panel's failure (reason: the RefundReason), "failover" for an
   * item sent to the second panel (reason: why the first refused).
   */
  action: string;
  orderId?: string | null;
  itemId?: string | null;
  /** The customer account it concerns, when there is one. */
  customerId?: string | null;
  /** The rule or cause as a code (a RefundReason, the panel's refusal); shown through its label. */
  reason?: string | null;
  /** Money it moved, in fils (a refund's amount). */
  amountFils?: number | null;
  /** Anything else worth keeping (ids, the panels involved): shown as-is to the operator. */
  details?: Prisma.InputJsonValue | null;
}

/**
 * Records what the store did by itself in the one audit log, beside the
 * operators' actions (the same table, actor STORE, no operator). Call it in
 * the transaction that does the action, once it is sure the action happened
 * (e.g. after the refund row was inserted, not when it already existed), so
 * the log holds each action exactly once and never one that rolled back.
 */
export async function recordAutomaticAction(client: Tx | typeof db, entry: AutomaticAction): Promise<void> {
  await client.operatorAction.create({
    data: {
      actor: "STORE",
      operatorId: null,
      operatorName: "",
      action: entry.action.slice(0, 64),
      orderId: entry.orderId ?? null,
      itemId: entry.itemId ?? null,
      customerId: entry.customerId ?? null,
      reason: entry.reason?.slice(0, 500) ?? null,
      amountFils: entry.amountFils ?? null,
      before: Prisma.JsonNull,
      after: entry.details ?? Prisma.JsonNull,
    },
  });
}
