// This room's response schemas: the handlers' return types are inferred from them
// (./contract.ts re-exports the types) and the pages check what they receive
// with them (components/data/api.ts). The browser loads this module only with
// an answer (import()), never with a page: zod stays out of the first load.

import { z } from "zod";

import { orderViewSchema, serviceTypeSchema } from "@/lib/orders/schemas";

import { PAYMENT_STATUS_NAMES } from "./status-names";

// Before any schema is built: zod 4 otherwise probes `new Function` when it
// builds an object schema, which the store's CSP reports as a violation.
z.config({ jitless: true });

/** 201 from POST /api/ziina/create. Errors are `{ error, message }` with a 4xx/5xx status. */
export const createPaymentResponseSchema = z.object({
  /** Our payment id (128+ random bits): the guest's key to the order. */
  id: z.string(),
  /** Where to send the browser: Ziina's hosted page, or /ziina-payment?id=…&direct=true (simulated). */
  redirectUrl: z.string(),
  /** What will be charged, AED (e.g. 3.5), computed by the server. */
  amount: z.number(),
  currency: z.literal("AED"),
});
export type CreatePaymentResponse = z.infer<typeof createPaymentResponseSchema>;

/** POST /api/discount-codes/check: the code applied to this order now (the payment judges it again). */
export const discountCodeCheckResponseSchema = z.object({
  /** The code as stored (upper case). */
  code: z.string(),
  /** AED, before any discount. */
  listAmount: z.number(),
  /** AED, what would be charged. */
  amount: z.number(),
  /** AED, what the code takes off. */
  discount: z.number(),
  /** When the code ends (ISO), or null. */
  endsAt: z.string().nullable(),
});
export type DiscountCodeCheckResponse = z.infer<typeof discountCodeCheckResponseSchema>;

/** GET /api/ziina/status/{id} and GET /api/payments/status/{id}. */
export const paymentStatusResponseSchema = z.object({
  id: z.string(),
  status: z.enum(PAYMENT_STATUS_NAMES),
  /** True only once the server verified the payment with the provider. */
  paid: z.boolean(),
  /** AED. */
  amount: z.number(),
  currency: z.literal("AED"),
  description: z.string(),
  customerEmail: z.string(),
  tiktokUrl: z.string().nullable(),
  serviceType: serviceTypeSchema,
  quantity: z.number(),
  provider: z.enum(["ziina", "simulated"]),
  /** The order made for this payment, once paid. */
  orderId: z.string().nullable(),
  /**
   * Once paid: the id under which the server reports this purchase to the ad
   * platform, for the paying browser's pixel to send the same
   * (docs/ad-events.md#deduplication). Only whoever holds the payment id sees it.
   */
  purchaseEventId: z.string().optional(),
});
export type PaymentStatusResponse = z.infer<typeof paymentStatusResponseSchema>;

/**
 * POST /api/tiktok-views/order, /api/tiktok-service/order, /api/explorer-package/order:
 * 200 with the order (created now, or already made for this payment).
 * `alreadyUsed` with the documented message 'تم استخدام هذه العملية بالفعل' when the
 * payment already had its order.
 */
export const ensureOrderResponseSchema = orderViewSchema.extend({
  success: z.literal(true),
  alreadyUsed: z.boolean(),
  message: z.string().optional(),
});
export type EnsureOrderResponse = z.infer<typeof ensureOrderResponseSchema>;

/** The simulated provider's hosted page (embedded default): GET/POST /api/payments/simulated/{id}. */
export const simulatedIntentViewSchema = z.object({
  id: z.string(),
  amount: z.number(),
  currency: z.literal("AED"),
  description: z.string(),
  /** requires_payment_instrument → pending (paid, completing) → completed | failed | canceled */
  status: z.enum(["requires_payment_instrument", "pending", "completed", "failed", "canceled"]),
  /** When a paid intent completes (ISO), 15 s after payment by default. */
  completesAt: z.string().nullable(),
  successUrl: z.string(),
  cancelUrl: z.string(),
  failureUrl: z.string(),
});
export type SimulatedIntentView = z.infer<typeof simulatedIntentViewSchema>;
