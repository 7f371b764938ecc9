// Client-safe shapes of the checkout's public API (docs/product-rules.md#public-api). The
// server's handlers return these; the pages and the buy buttons read them.
// Field names are a public contract: add fields, never rename.

import type { OrderView } from "@/lib/orders/contract";
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
}

/** 201 from POST /api/ziina/create. Errors are `{ error, message }` with a 4xx/5xx status. */
export interface CreatePaymentResponse {
  /** Our payment id (128+ random bits): the guest's key to the order. */
  id: string;
  /** Where to send the browser: Ziina's hosted page, or /ziina-payment?id=…&direct=true (simulated). */
  redirectUrl: string;
  /** What will be charged, AED (e.g. 3.5), computed by the server. */
  amount: number;
  currency: "AED";
}

export type PaymentStatusName = "PENDING" | "COMPLETED" | "FAILED" | "CANCELLED";

/** GET /api/ziina/status/{id} and GET /api/payments/status/{id}. */
export interface PaymentStatusResponse {
  id: string;
  status: PaymentStatusName;
  /** True only once the server verified the payment with the provider. */
  paid: boolean;
  /** AED. */
  amount: number;
  currency: "AED";
  description: string;
  customerEmail: string;
  tiktokUrl: string | null;
  serviceType: ServiceType;
  quantity: number;
  provider: "ziina" | "simulated";
  /** The order made for this payment, once paid. */
  orderId: string | null;
}

/**
 * POST /api/tiktok-views/order, /api/tiktok-service/order, /api/explorer-package/order:
 * 200 with the order (created now, or already made for this payment).
 * `alreadyUsed` with the documented message 'تم استخدام هذه العملية بالفعل' when the
 * payment already had its order.
 */
export interface EnsureOrderResponse extends OrderView {
  success: true;
  alreadyUsed: boolean;
  message?: string;
}

/** The simulated provider's hosted page (embedded default): GET/POST /api/payments/simulated/{id}. */
export interface SimulatedIntentView {
  id: string;
  amount: number;
  currency: "AED";
  description: string;
  /** requires_payment_instrument → pending (paid, completing) → completed | failed | canceled */
  status: "requires_payment_instrument" | "pending" | "completed" | "failed" | "canceled";
  /** When a paid intent completes (ISO), 15 s after payment by default. */
  completesAt: string | null;
  successUrl: string;
  cancelUrl: string;
  failureUrl: string;
}
