// This room's response schemas: the handlers' return types are inferred from them
// (./contract.ts re-exports the types) and the pages check what they receive
// with them (components/data/api.ts). The browser loads this module only with
// an answer (import()), never with a page: zod stays out of the first load.

import { z } from "zod";

import { ITEM_KIND_NAMES, type ItemKindName } from "@/lib/pricing";

import { DELIVERY_WAIT_KINDS } from "./notices";

// Before any schema is built: zod 4 otherwise probes `new Function` when it
// builds an object schema, which the store's CSP reports as a violation.
z.config({ jitless: true });

/** The catalogue's item kinds, as the tuple zod's enum takes. */
const ITEM_KINDS = ITEM_KIND_NAMES as [ItemKindName, ...ItemKindName[]];

export const refillViewSchema = z.object({
  /** Whether any item's service offers refill at all ("automatic compensation"). */
  offered: z.boolean(),
  /**
   * available: the customer may ask now; wait: asked within the last 24 h;
   * not-completed: refill starts once delivery completes; window-ended: the
   * guarantee is over; not-offered: this service has no refill; ended: the
   * order ended without a completed part (cancelled, partial, refunded), so
   * nothing is promised (docs/product-rules.md#refills).
   */
  state: z.enum(["available", "wait", "not-completed", "window-ended", "not-offered", "ended"]),
  /** When the customer may ask again (state wait). */
  nextRequestAt: z.string().nullable(),
  /** End of the refill guarantee (ISO), once delivery completed. */
  windowEndsAt: z.string().nullable(),
  /** How long the guarantee lasts after completion (FULFILMENT_REFILL_WINDOW_DAYS): the copy says it from here. */
  windowDays: z.number().optional(),
  history: z.array(
    z.object({
      id: z.string(),
      kind: z.enum(ITEM_KINDS),
      origin: z.enum(["SCHEDULE", "CUSTOMER", "OPERATOR"]),
      status: z.enum(["REQUESTED", "PENDING", "IN_PROGRESS", "COMPLETED", "REJECTED"]),
      createdAt: z.string(),
    }),
  ),
});
/** GET /api/orders/{orderId}/refill */
export type RefillView = z.infer<typeof refillViewSchema>;

/** 202 from POST /api/orders/{orderId}/refill: how many items were asked for, and the updated view. */
export const refillRequestResponseSchema = z.object({ requested: z.number(), refill: refillViewSchema });
export type RefillRequestResponse = z.infer<typeof refillRequestResponseSchema>;

export const itemDeliveryViewSchema = z.object({
  kind: z.enum(ITEM_KINDS),
  quantity: z.number(),
  status: z.string(),
  /** Units delivered so far (the panel's quantity minus what remains). */
  delivered: z.number(),
  remains: z.number(),
  startCount: z.number().nullable(),
  submitted: z.boolean(),
  /**
   * Why a pending item has not started (docs/fulfilment.md#what-the-customer-sees):
   * checking: the panel's answer was unclear and the store is finding out;
   * checking-late: the same, past the start promise (support decides);
   * earlier-order: the panel runs one order per video, an earlier one is still running;
   * held: not sent yet while submissions are paused (panel balance, or the operator);
   * late: not sent yet, past the start promise.
   */
  waiting: z.enum(DELIVERY_WAIT_KINDS).nullable().optional(),
});
export type ItemDeliveryView = z.infer<typeof itemDeliveryViewSchema>;

export const orderDeliveryViewSchema = z.object({
  orderId: z.string(),
  status: z.string(),
  items: z.array(itemDeliveryViewSchema),
  delivered: z.number(),
  quantity: z.number(),
  /** Money returned so far (fils), with each refund. */
  refundedFils: z.number(),
  refunds: z.array(z.object({ amountFils: z.number(), reason: z.string(), status: z.string(), createdAt: z.string() })),
  refill: refillViewSchema,
  /** What the customer is told instead of the start promise while an item waits (null: nothing to add). */
  notice: z
    .object({
      kind: z.enum(DELIVERY_WAIT_KINDS),
      /** When the customer hears back at the latest (ISO), for `checking`. */
      until: z.string().nullable(),
      /** The text, in Arabic. */
      message: z.string(),
    })
    .nullable()
    .optional(),
});
export type OrderDeliveryView = z.infer<typeof orderDeliveryViewSchema>;
