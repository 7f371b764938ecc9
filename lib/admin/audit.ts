import "server-only";

import { db, Prisma, type Tx } from "@/lib/db";

export interface Operator {
  id: string;
  username: string;
}

/** What an action may change on an order, as the audit trail keeps it before and after. */
export async function orderSnapshot(client: Tx | typeof db, orderId: string): Promise<Prisma.InputJsonValue | null> {
  const order = await client.order.findUnique({
    where: { id: orderId },
    select: {
      status: true,
      payment: { select: { refundedFils: true } },
      items: {
        orderBy: { kind: "asc" },
        select: { kind: true, status: true, submission: true, externalOrderId: true, refillCount: true },
      },
    },
  });
  if (!order) return null;
  return {
    status: order.status,
    refundedFils: order.payment?.refundedFils ?? 0,
    items: order.items.map((i) => ({
      kind: i.kind,
      status: i.status,
      submission: i.submission,
      panelOrderId: i.externalOrderId,
      refills: i.refillCount,
    })),
  };
}

/** One line of the audit trail: who did what, when, to which order, and the state around it. */
export async function recordOperatorAction(
  client: Tx | typeof db,
  operator: Operator,
  entry: {
    action: string;
    orderId?: string | null;
    itemId?: string | null;
    /** The customer account the action is about (a note, a block). */
    customerId?: string | null;
    reason?: string | null;
    /** Money the action moved (a refund), in fils. */
    amountFils?: number | null;
    before?: Prisma.InputJsonValue | null;
    after?: Prisma.InputJsonValue | null;
  },
): Promise<void> {
  await client.operatorAction.create({
    data: {
      actor: "OPERATOR",
      customerId: entry.customerId ?? null,
      amountFils: entry.amountFils ?? null,
      operatorId: operator.id,
      operatorName: operator.username.slice(0, 32),
      action: entry.action,
      orderId: entry.orderId ?? null,
      itemId: entry.itemId ?? null,
      reason: entry.reason?.slice(0, 500) ?? null,
      before: entry.before ?? Prisma.JsonNull,
      after: entry.after ?? Prisma.JsonNull,
    },
  });
}

/**
 * Runs an action on an order and records it with the order's state before
 * and after. An action that throws changed nothing and is not recorded.
 */
export async function audited<T>(
  operator: Operator,
  entry: { action: string; orderId: string; itemId?: string | null; reason?: string | null },
  run: () => Promise<T>,
): Promise<T> {
  const before = await orderSnapshot(db, entry.orderId);
  const result = await run();
  await recordOperatorAction(db, operator, { ...entry, before, after: await orderSnapshot(db, entry.orderId) });
  return result;
}
