import "server-only";

/** Ziina's payment intent states (docs/payments.md#ziina-intent-states; `canceled` with one l). */
export const KNOWN_INTENT_STATUSES = [
  "requires_payment_instrument",
  "requires_user_action",
  "pending",
  "completed",
  "failed",
  "canceled",
] as const;

/**
 * A payment intent's state: one of Ziina's known states, or a word it may add
 * later, kept as it came (recorded as the provider's status, never acted on).
 */
export type IntentStatus = (typeof KNOWN_INTENT_STATUSES)[number] | (string & {});

/** A payment intent as the provider reports it (amounts in fils). */
export interface Intent {
  id: string;
  status: IntentStatus;
  amountFils: number;
  currency: string;
  /** The hosted page to send the browser to (create only, may be absent on reads). */
  redirectUrl: string | null;
}

export interface CreateIntentInput {
  /** Our payment id: the return URLs carry it (the provider substitutes nothing). */
  paymentId: string;
  amountFils: number;
  currency: "AED";
  message: string;
  successUrl: string;
  cancelUrl: string;
  failureUrl: string;
}

export interface RefundInput {
  /** Our refund row's UUID: the provider's idempotency key, reused on every retry. */
  refundId: string;
  providerPaymentId: string;
  amountFils: number;
  currency: string;
}

/**
 * A webhook delivery as the store acts on it: a payment intent's news (with
 * the key that makes a repeated delivery a duplicate), a refund's, or an event
 * the store does not act on.
 */
export type ProviderWebhook =
  | { kind: "intent"; event: string; intent: Intent; key: string }
  | { kind: "refund"; event: string; refund: RefundResult }
  | { kind: "other"; event: string };

export interface RefundResult {
  id: string;
  status: "pending" | "completed" | "failed";
  error: string | null;
}

/**
 * One payment provider. Every method throws an AppError on failure (UPSTREAM,
 * UPSTREAM_TIMEOUT: retryable; UNAUTHORIZED-like configuration problems as
 * UNAVAILABLE). Nothing here writes our payments: callers hand what they read
 * to applyIntent, the one place that decides.
 */
export interface PaymentProviderClient {
  readonly name: "ziina" | "simulated";
  createIntent(input: CreateIntentInput): Promise<Intent>;
  readIntent(intentId: string): Promise<Intent>;
  refund(input: RefundInput): Promise<RefundResult>;
  /** A refund sent earlier, by the provider's refund id (a pending refund is followed up with it). */
  readRefund(refundId: string): Promise<RefundResult>;
  /** True when the raw webhook body carries a valid signature. */
  verifyWebhook(rawBody: Buffer, headers: Headers): boolean;
}
