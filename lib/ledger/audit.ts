import "server-only";

import { db, Prisma, type Tx } from "@/lib/db";

/**
 * Who did what the audit log records (docs/operations.md#the-audit-log): an
 * operator in the console, a customer on their own order or account, or the
 * store by itself (a rule, a panel's failure).
 */
export type AuditActor =
  | { kind: "operator"; id: string; username: string }
  | { kind: "customer"; id: string; username: string | null }
  | { kind: "store" };

export const STORE: AuditActor = { kind: "store" };

/** One entry of the audit log. */
export interface AuditEntry {
  /**
   * The kind, as the log's filter lists it (AUDIT_ACTION_LABELS in
   * lib/admin/labels.ts gives its Arabic name): e.g. "refund", "failover",
   * "retry-submission", "service-mapping".
   */
  action: string;
  orderId?: string | null;
  itemId?: string | null;
  /** The customer account it concerns (a note, a block, a customer's own action). */
  customerId?: string | null;
  /** The operator's words, or the rule or cause as a code for the store (a RefundReason). */
  reason?: string | null;
  /** Money it moved, in fils (a refund's amount). */
  amountFils?: number | null;
  /** The state around it (an order's snapshot, a setting's value); for the store, `after` holds its details. */
  before?: Prisma.InputJsonValue | null;
  after?: Prisma.InputJsonValue | null;
}

/**
 * The one writer of the audit log. It takes the transaction of the movement
 * it records and nothing else: the entry commits with the action or not at
 * all, so the log never misses a movement nor holds one that rolled back.
 * Call it once the action surely happened (after the refund row was
 * inserted, not when it already existed).
 */
export async function recordAudit(tx: Tx, actor: AuditActor, entry: AuditEntry): Promise<void> {
  // The store's client itself is no transaction: an entry written on it would commit apart from its action.
  if ((tx as unknown) === db) throw new Error("recordAudit: call it inside the transaction of what it records");
  await tx.operatorAction.create({
    data: {
      actor: actor.kind === "operator" ? "OPERATOR" : actor.kind === "customer" ? "CUSTOMER" : "STORE",
      operatorId: actor.kind === "operator" ? actor.id : null,
      operatorName: actor.kind === "store" ? "" : (actor.username ?? "").slice(0, 32),
      action: entry.action.slice(0, 64),
      orderId: entry.orderId ?? null,
      itemId: entry.itemId ?? null,
      customerId: entry.customerId ?? (actor.kind === "customer" ? actor.id : null),
      reason: entry.reason?.slice(0, 500) ?? null,
      amountFils: entry.amountFils ?? null,
      before: entry.before ?? Prisma.JsonNull,
      after: entry.after ?? Prisma.JsonNull,
    },
  });
}
