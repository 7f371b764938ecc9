// Client-safe shapes of the order endpoints (the public API contract: add
// fields, never rename). The handlers' return types are inferred from these
// schemas; the order pages validate what they receive with them.

import { z } from "zod";

import { orderDeliveryViewSchema } from "@/lib/fulfilment/contract";
import { SERVICE_TYPES, type ServiceType } from "@/lib/pricing";

// Each response schema is built in a /*#__PURE__*/ call: the bundler then drops
// the schemas a page does not use (the pages load them lazily, with the first
// answer), so importing only this contract's messages or labels keeps them out
// of the first-load JavaScript (next build: 1.0-1.5 KB gzip on the checkout pages).
// zod's jitless setting is made inside each builder, before its schema: zod 4
// otherwise probes `new Function` when it builds an object schema, which the
// store's CSP reports as a violation (see lib/auth/contract.ts). Not a top-level
// statement: one with an effect would keep this module in every page that
// imports a neighbour of it.

/** The order status values of docs/product-rules.md#order-statuses, PARTIAL and REFUNDED included. */
export const ORDER_STATUS_NAMES = ["PENDING", "PROCESSING", "COMPLETED", "PARTIAL", "FAILED", "REFUNDED"] as const;
export type OrderStatusName = (typeof ORDER_STATUS_NAMES)[number];

export const serviceTypeSchema = /*#__PURE__*/ (() => {
  z.config({ jitless: true });
  return z.enum(SERVICE_TYPES as [ServiceType, ...ServiceType[]]);
})();

/** An order as the order endpoints, the status call and the history return it. */
export const orderViewSchema = /*#__PURE__*/ (() => {
  z.config({ jitless: true });
  return z.object({
    id: z.string(),
    /** Same as id (clients read either, docs/product-rules.md#public-api). */
    orderId: z.string(),
    /** The panel's order id of the first item, once submitted. */
    externalOrderId: z.string().nullable(),
    paymentId: z.string().nullable(),
    link: z.string(),
    quantity: z.number(),
    serviceType: serviceTypeSchema,
    status: z.enum(ORDER_STATUS_NAMES),
    createdAt: z.string(),
    updatedAt: z.string(),
    /** What was paid (AED), null for the free offer. */
    payment: z.object({ amount: z.number() }).nullable(),
  });
})();
export type OrderView = z.infer<typeof orderViewSchema>;

/** GET /api/tiktok-views/status/{orderId} (owner, or guest with ?paymentId=): the order and its delivery. */
export const orderStatusResponseSchema = /*#__PURE__*/ (() => {
  z.config({ jitless: true });
  return orderViewSchema.extend({ delivery: orderDeliveryViewSchema.nullable() });
})();
export type OrderStatusResponse = z.infer<typeof orderStatusResponseSchema>;

/** GET /api/user/orders */
export const userOrdersResponseSchema = /*#__PURE__*/ (() => {
  z.config({ jitless: true });
  return z.object({ orders: z.array(orderViewSchema) });
})();
export type UserOrdersResponse = z.infer<typeof userOrdersResponseSchema>;

/** GET /api/orders/open?link=…&paymentIds=a,b: this visitor's unfinished order for the link, if any. */
export const openOrderResponseSchema = /*#__PURE__*/ (() => {
  z.config({ jitless: true });
  return z.object({
    order: orderViewSchema
      .pick({ id: true, paymentId: true, status: true, serviceType: true, quantity: true, createdAt: true })
      .nullable(),
  });
})();
export type OpenOrderResponse = z.infer<typeof openOrderResponseSchema>;
