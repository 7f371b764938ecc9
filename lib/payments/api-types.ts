// Client-safe shapes of the checkout's public API (docs/product-rules.md#public-api). The
// server's handlers return these; the pages and the buy buttons read them. No
// zod here: the checkout pages import this with their first load; the response
// schemas the types come from are in ./schemas.ts, loaded with an answer.
// Field names are a public contract: add fields, never rename.

import type { ServiceType } from "@/lib/pricing";

/**
 * POST /api/ziina/create. `amount` from a client is read and ignored: the server prices.
 * The order is `serviceType` and `serviceQuantity`; a client that sends no
 * serviceType (the documented payment button, older clients) may send it as text
 * in `description` ('طلب 5000 مشاهدة …'), which the server then parses. The
 * description the provider shows is always composed by the server.
 */
export interface CreatePaymentRequest {
  amount?: number;
  description?: string;
  /** Defaults to the Arabic word for guest (docs/product-rules.md#payment-creation). */
  customerName?: string;
  customerEmail?: string;
  /** Required (or at the end of `description`); the explorer needs only the host in it. */
  tiktokUrl?: string;
  serviceType?: ServiceType;
  serviceQuantity?: number;
  /** A discount code (docs/product-rules.md#discount-codes): refused with its reason (422, details.field). */
  discountCode?: string;
  /** A guest with `customerEmail` agrees to one reminder if the payment stays unpaid (docs/checkout-reminders.md). */
  reminderConsent?: boolean;
}

/** POST /api/discount-codes/check: what a code takes off an order, before the payment is created. */
export interface DiscountCodeCheckRequest {
  code: string;
  serviceType: ServiceType;
  serviceQuantity?: number;
}
export { PAYMENT_STATUS_NAMES, type PaymentStatusName } from "./status-names";

export type {
  CreatePaymentResponse,
  DiscountCodeCheckResponse,
  EnsureOrderResponse,
  PaymentStatusResponse,
  SimulatedIntentView,
} from "./schemas";
