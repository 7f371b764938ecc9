import "server-only";

import { recordAudit, type AuditActor, type AuditEntry } from "@/lib/ledger";
import { db, type Prisma, type Tx } from "@/lib/db";

export interface Operator {
  id: string;
  username: string;
}

/** An operator as the audit log's actor. */
export function operatorActor(operator: Operator): AuditActor {
  return { kind: "operator", id: operator.id, username: operator.username };
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

/**
 * A console action's entry in the audit trail, for the action's own
 * transaction: `run` receives the writer and hands it to the room that makes
 * the change, which calls it in its transaction after the change, so the
 * entry commits with the action or not at all. The order's state is read
 * before the action and again inside its transaction after it. An action
 * that throws changed nothing and is not recorded.
 */
export async function auditedOrderAction<T>(
  operator: Operator,
  entry: Omit<AuditEntry, "before" | "after"> & { orderId: string },
  run: (record: (tx: Tx) => Promise<void>) => Promise<T>,
): Promise<T> {
  const before = await orderSnapshot(db, entry.orderId);
  let recorded = false;
  const result = await run(async (tx) => {
    await recordAudit(tx, operatorActor(operator), {
      ...entry,
      before,
      after: await orderSnapshot(tx, entry.orderId),
    });
    recorded = true;
  });
  if (!recorded) throw new Error(`the console action ${entry.action} did not record its audit entry`);
  return result;
}
