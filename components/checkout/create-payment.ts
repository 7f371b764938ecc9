"use client";

import type { CreatePaymentRequest, CreatePaymentResponse } from "@/lib/payments/contract";

import { errorText } from "./http";
import { CHECKOUT_MESSAGES as M, CREATE_PAYMENT_TIMEOUT_MS } from "./messages";

/** Creating the payment failed: `message` is what the customer is told (docs/product-rules.md#errors). */
export class PaymentCreationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "PaymentCreationError";
  }
}

/**
 * POST /api/ziina/create. Gives up after 10 s (docs/product-rules.md#payment-creation). The amount sent is
 * only what the page showed: the server prices the order itself.
 */
export async function createPayment(
  request: CreatePaymentRequest,
  timeoutMs = CREATE_PAYMENT_TIMEOUT_MS,
): Promise<CreatePaymentResponse> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  let res: Response;
  try {
    res = await fetch("/api/ziina/create", {
      method: "POST",
      credentials: "include",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(request),
      signal: controller.signal,
    });
  } catch (error) {
    console.error("[checkout] payment creation failed", error);
    throw new PaymentCreationError(controller.signal.aborted ? M.timeout : M.createFailed);
  } finally {
    clearTimeout(timer);
  }
  let body: Record<string, unknown> | null = null;
  try {
    body = (await res.json()) as Record<string, unknown>;
  } catch {
    if (res.ok) throw new PaymentCreationError(M.unreadable(res.status));
  }
  if (!res.ok) {
    if (res.status === 401 && !errorText(body)) throw new PaymentCreationError(M.unauthorized);
    throw new PaymentCreationError(errorText(body) ?? M.createFailed);
  }
  const payment = body as unknown as CreatePaymentResponse;
  if (typeof payment?.redirectUrl !== "string" || !payment.redirectUrl) throw new PaymentCreationError(M.noRedirect);
  if (typeof payment.id !== "string") throw new PaymentCreationError(M.createFailed);
  return payment;
}
