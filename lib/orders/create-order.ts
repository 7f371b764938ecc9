import "server-only";

import { randomUUID } from "node:crypto";

import type { OrderSource, ServiceType, Tx } from "@/lib/db";
import { submitItemJob } from "@/lib/fulfilment";
import { fromDbService, orderItems } from "@/lib/pricing";

export interface NewOrder {
  source: OrderSource;
  /** The paid payment (null for the free offer). One order per payment: the database enforces it. */
  paymentId: string | null;
  userId: string | null;
  serviceType: ServiceType;
  quantity: number;
  link: string;
  /** What the customer paid, split between the items (0 for the free offer). */
  amountFils: number;
}

export interface CreatedOrder {
  id: string;
  /** False when the payment already had its order (that one's id is returned). */
  created: boolean;
}

/**
 * Creates an order with its items and queues each item's submission, inside
 * the caller's transaction: the order and its fulfilment jobs commit together
 * or not at all. For a payment that already has its order (a webhook and a
 * status poll racing, a retried call), nothing new is written and the
 * existing order is returned: the unique payment id decides, not timing.
 */
export async function createOrder(tx: Tx, input: NewOrder): Promise<CreatedOrder> {
  const id = randomUUID();
  const inserted = await tx.order.createManyAndReturn({
    data: [
      {
        id,
        paymentId: input.paymentId,
        userId: input.userId,
        source: input.source,
        serviceType: input.serviceType,
        quantity: input.quantity,
        link: input.link,
      },
    ],
    select: { id: true },
    skipDuplicates: true,
  });
  if (inserted.length === 0) {
    const existing = await tx.order.findUniqueOrThrow({ where: { paymentId: input.paymentId! }, select: { id: true } });
    return { id: existing.id, created: false };
  }
  const items = orderItems(fromDbService(input.serviceType), input.quantity, input.amountFils).map((item) => ({
    id: randomUUID(),
    orderId: id,
    ...item,
  }));
  await tx.orderItem.createMany({ data: items });
  for (const item of items) {
    await submitItemJob.enqueue(tx, { itemId: item.id }, { dedupeKey: `submit:${item.id}` });
  }
  return { id, created: true };
}
