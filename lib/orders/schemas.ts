// The order endpoints' response schemas: the handlers' return types are
// inferred from them (./contract.ts re-exports the types) and the order pages
// check what they receive with them, loading this module with the first
// answer (import()), so zod is never in a page's first-load JavaScript.
// zod's jitless setting is made before each schema: zod 4 otherwise probes
// `new Function` when it builds an object schema, which the store's CSP
// reports as a violation (see lib/auth/contract.ts).

import { z } from "zod";

import { orderDeliveryViewSchema } from "@/lib/fulfilment/schemas";
import { SERVICE_TYPES, type ServiceType } from "@/lib/pricing";

import { ORDER_STATUS_NAMES } from "./contract";

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
