import "server-only";

import type { Prisma } from "@/lib/db";
import { DELAYED_REFUND_WHERE } from "@/lib/fulfilment";
import { fromDbService } from "@/lib/pricing";

import type { OrderStatusName, OrderView } from "./contract";

/** What every order read selects: enough for OrderView. */
export const ORDER_VIEW_SELECT = {
  id: true,
  paymentId: true,
  link: true,
  quantity: true,
  serviceType: true,
  status: true,
  createdAt: true,
  updatedAt: true,
  payment: { select: { amountFils: true } },
  items: { select: { externalOrderId: true }, orderBy: { kind: "asc" }, take: 1 },
  refunds: { where: DELAYED_REFUND_WHERE, select: { id: true }, take: 1 },
} satisfies Prisma.OrderSelect;

export type OrderViewRow = Prisma.OrderGetPayload<{ select: typeof ORDER_VIEW_SELECT }>;

export function toOrderView(row: OrderViewRow): OrderView {
  return {
    id: row.id,
    orderId: row.id,
    externalOrderId: row.items[0]?.externalOrderId ?? null,
    paymentId: row.paymentId,
    link: row.link,
    quantity: row.quantity,
    serviceType: fromDbService(row.serviceType),
    status: row.status as OrderStatusName,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    payment: row.payment ? { amount: row.payment.amountFils / 100 } : null,
    refundDelayed: row.refunds.length > 0,
  };
}
