import "server-only";

import type { Prisma } from "@/lib/db";
import { refundState } from "@/lib/fulfilment";
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
  // Refunds not (yet) returned: delayed or in progress (docs/product-rules.md#refunds).
  refunds: {
    where: { status: { not: "COMPLETED" }, replacedAt: null },
    select: { status: true, failures: true, replacedAt: true },
    take: 20,
  },
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
    refundDelayed: row.refunds.some((r) => refundState(r) === "delayed"),
    refundInProgress: row.refunds.some((r) => refundState(r) === "in-progress"),
  };
}
