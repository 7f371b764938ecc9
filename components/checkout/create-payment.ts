"use client";

import { api, ApiError } from "@/components/data/api";
import type { CreatePaymentRequest, CreatePaymentResponse } from "@/lib/payments/contract";

import { CHECKOUT_MESSAGES as M, CREATE_PAYMENT_TIMEOUT_MS } from "./messages";

// Response schemas load with the first answer, not with the page: the first-load JavaScript stays as it was.
const createPaymentResponseSchema = () => import("@/lib/payments/schemas").then((m) => m.createPaymentResponseSchema);

/** Creating the payment failed: `message` is what the customer is told (docs/product-rules.md#errors). */
export class PaymentCreationError extends Error {
  constructor(
    message: string,
    /** The request's field the server refused (e.g. "discountCode"), when it named one. */
    readonly field: string | null = null,
  ) {
    super(message);
    this.name = "PaymentCreationError";
  }
}

/** A success answer that is not a payment: unreadable, without the provider's page, or without our id. */
function malformed(value: unknown, status: number): string {
  if (value === undefined) return M.unreadable(status);
  const redirectUrl = (value as { redirectUrl?: unknown } | null)?.redirectUrl;
  return typeof redirectUrl === "string" && redirectUrl ? M.createFailed : M.noRedirect;
}

/**
 * POST /api/ziina/create. Gives up after 10 s (docs/product-rules.md#payment-creation). The amount sent is
 * only what the page showed: the server prices the order itself.
 */
export async function createPayment(
  request: CreatePaymentRequest,
  timeoutMs = CREATE_PAYMENT_TIMEOUT_MS,
): Promise<CreatePaymentResponse> {
  try {
    return await api("/api/ziina/create", {
      method: "POST",
      body: request,
      schema: createPaymentResponseSchema,
      timeoutMs,
      fallback: M.createFailed,
      timeout: M.timeout,
      malformed,
    });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    // A 401 without the server's own text: the store's payment settings are wrong.
    const field = typeof error.details.field === "string" ? error.details.field : null;
    throw new PaymentCreationError(
      error.status === 401 && !error.serverMessage ? M.unauthorized : error.message,
      field,
    );
  }
}
