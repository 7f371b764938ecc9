import "server-only";

import { db } from "@/lib/db";
import { sentServicesInfo } from "@/lib/fulfilment";

import { orderCosts } from "./costs";

/** One order as the operator sees it: items, refills, jobs, payment, refunds, the audit trail. */
export async function getOrderForOperator(orderId: string) {
  const order = await db.order.findUnique({
    where: { id: orderId },
    include: {
      user: { select: { id: true, username: true } },
      payment: true,
      items: {
        orderBy: { kind: "asc" },
        include: { refills: { orderBy: { createdAt: "asc" } }, charges: { orderBy: { recordedAt: "asc" } } },
      },
      refunds: { orderBy: { createdAt: "asc" } },
      operatorActions: { orderBy: { createdAt: "asc" } },
    },
  });
  if (!order) return null;
  const itemIds = order.items.map((i) => i.id);
  const refundIds = order.refunds.map((r) => r.id);
  const refillIds = order.items.flatMap((i) => i.refills.map((r) => r.id));
  const jobs = await db.job.findMany({
    where: {
      OR: [
        ...itemIds.map((id) => ({ payload: { path: ["itemId"], equals: id } })),
        ...refundIds.map((id) => ({ payload: { path: ["refundId"], equals: id } })),
        ...refillIds.map((id) => ({ payload: { path: ["refillId"], equals: id } })),
      ],
    },
    orderBy: { id: "asc" },
    take: 200,
  });
  // The e-mails the customer was sent about this order (receipt, refund, completed, delayed).
  const emails = await db.email.findMany({
    where: { orderId },
    select: {
      id: true,
      kind: true,
      to: true,
      subject: true,
      status: true,
      sentAt: true,
      createdAt: true,
      lastError: true,
    },
    orderBy: { createdAt: "asc" },
    take: 50,
  });
  return {
    ...order,
    costs: (await orderCosts([order])).get(order.id)!,
    jobs: jobs.map((j) => ({ ...j, id: String(j.id), payload: JSON.stringify(j.payload) })),
    emails,
    // Refill and cancel of the service each item was sent with (a later remap does not change them).
    offers: await sentServicesInfo(order.items),
  };
}

export type OperatorOrder = NonNullable<Awaited<ReturnType<typeof getOrderForOperator>>>;
