// Client-safe shapes of the order endpoints (the public API contract: add
// fields, never rename). The server's handlers return these; the order
// pages read them.

import type { OrderDeliveryView } from "@/lib/fulfilment/contract";
import type { ServiceType } from "@/lib/pricing";

/** The order status values of docs/product-rules.md#order-statuses, PARTIAL and REFUNDED included. */
export type OrderStatusName = "PENDING" | "PROCESSING" | "COMPLETED" | "PARTIAL" | "FAILED" | "REFUNDED";

/** An order as the order endpoints, the status call and the history return it. */
export interface OrderView {
  id: string;
  /** Same as id (clients read either, docs/product-rules.md#public-api). */
  orderId: string;
  /** The panel's order id of the first item, once submitted. */
  externalOrderId: string | null;
  paymentId: string | null;
  link: string;
  quantity: number;
  serviceType: ServiceType;
  status: OrderStatusName;
  createdAt: string;
  updatedAt: string;
  /** What was paid (AED), null for the free offer. */
  payment: { amount: number } | null;
}

/** GET /api/tiktok-views/status/{orderId} (owner, or guest with ?paymentId=): the order and its delivery. */
export interface OrderStatusResponse extends OrderView {
  delivery: OrderDeliveryView | null;
}

/** GET /api/user/orders */
export interface UserOrdersResponse {
  orders: OrderView[];
}

/** GET /api/orders/open?link=…&paymentIds=a,b: this visitor's unfinished order for the link, if any. */
export interface OpenOrderResponse {
  order: Pick<OrderView, "id" | "paymentId" | "status" | "serviceType" | "quantity" | "createdAt"> | null;
}
