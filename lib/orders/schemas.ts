// This room's response schemas: the handlers' return types are inferred from them
// (./contract.ts re-exports the types) and the pages check what they receive
// with them (components/data/api.ts). The browser loads this module only with
// an answer (import()), never with a page: zod stays out of the first load.

import { z } from "zod";

import { orderDeliveryViewSchema } from "@/lib/fulfilment/schemas";
import { SERVICE_TYPES, type ServiceType } from "@/lib/pricing";

import { ORDER_STATUS_NAMES } from "./status-names";

// Before any schema is built: zod 4 otherwise probes `new Function` when it
// builds an object schema, which the store's CSP reports as a violation.
z.config({ jitless: true });

export const serviceTypeSchema = z.enum(SERVICE_TYPES as [ServiceType, ...ServiceType[]]);

/** An order as the order endpoints, the status call and the history return it. */
export const orderViewSchema = z.object({
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
  /** A refund of this order the provider refused (retried, or waiting for support): not money returned yet. */
  refundDelayed: z.boolean().optional(),
  /** A refund of this order recorded or pending at the provider: on its way, not returned yet. */
  refundInProgress: z.boolean().optional(),
});
export type OrderView = z.infer<typeof orderViewSchema>;

/** GET /api/tiktok-views/status/{orderId} (owner, or guest with ?paymentId=): the order and its delivery. */
export const orderStatusResponseSchema = orderViewSchema.extend({ delivery: orderDeliveryViewSchema.nullable() });
export type OrderStatusResponse = z.infer<typeof orderStatusResponseSchema>;

/** GET /api/user/orders */
export const userOrdersResponseSchema = z.object({ orders: z.array(orderViewSchema) });
export type UserOrdersResponse = z.infer<typeof userOrdersResponseSchema>;

/** GET /api/orders/open?link=…&paymentIds=a,b: this visitor's unfinished order for the link, if any. */
export const openOrderResponseSchema = z.object({
  order: orderViewSchema
    .pick({ id: true, paymentId: true, status: true, serviceType: true, quantity: true, createdAt: true })
    .nullable(),
});
export type OpenOrderResponse = z.infer<typeof openOrderResponseSchema>;

/** POST /api/user/orders/claim (./contract.ts ClaimOrdersResponse). */
export const claimOrdersResponseSchema = z.object({ claimed: z.number(), orderIds: z.array(z.string()) });
