"use client";

import { api, ApiError } from "@/components/data/api";
import { poll, sleep as realSleep } from "@/components/data/poll";
import type { OrderView } from "@/lib/orders/contract";
import type { EnsureOrderResponse, PaymentStatusResponse } from "@/lib/payments/contract";

import { CHECKOUT_MESSAGES as M, POLL_INTERVAL_MS } from "./messages";

// Response schemas load with the first answer, not with the page: the first-load JavaScript stays as it was.
const payments = () => import("@/lib/payments/schemas");
const paymentStatusSchema = () => payments().then((m) => m.paymentStatusResponseSchema);
const ensureOrderResponseSchema = () => payments().then((m) => m.ensureOrderResponseSchema);
const orderViewSchema = () => import("@/lib/orders/schemas").then((m) => m.orderViewSchema);

/** The server's refusal of an account's order or payment to anyone but that account (401/403, docs/security.md#orders-on-a-shared-device). */
function isOrderOfAccount(error: ApiError): boolean {
  return error.details.reason === "ORDER_OF_ACCOUNT" || error.details.reason === "ORDER_OF_ANOTHER_ACCOUNT";
}

/** Why the success page stopped: what the customer is told, and whether paying again makes sense. */
export class CheckoutFlowError extends Error {
  constructor(
    readonly kind: "invalid" | "not-found" | "failed" | "pending" | "unavailable" | "order" | "sign-in",
    message: string,
  ) {
    super(message);
    this.name = "CheckoutFlowError";
  }
}

export interface FlowOptions {
  sleep?: (ms: number) => Promise<void>;
  signal?: AbortSignal;
}

/**
 * The provider's unreplaced placeholder and ids under 5 characters are not
 * payments (docs/product-rules.md#payment-ids).
 */
export function paymentIdProblem(id: string | null): string | null {
  if (!id) return M.noPaymentId;
  if (id === "CHECKOUT_SESSION_ID") return M.placeholderId;
  if (id.length < 5) return M.shortId;
  return null;
}

const STATUS_FAILURES_ALLOWED = 5;
/** A tab left open does not poll for ever: 10 minutes of a pending payment ends in "not completed". */
const MAX_PENDING_POLLS = 200;

function stopIfAborted(signal?: AbortSignal) {
  if (signal?.aborted) throw new DOMException("aborted", "AbortError");
}

const paid = (status: PaymentStatusResponse) => status.paid || status.status === "COMPLETED";

/**
 * Polls GET /api/payments/status/{id} every 3 s until the server has verified
 * the payment (COMPLETED or paid, docs/product-rules.md#payment-statuses), and resolves with it.
 * A failed or cancelled payment, an unknown id, an account's payment asked
 * about by anyone but that account (sign-in), or a server that stays down
 * ends in CheckoutFlowError. Server hiccups are retried after 1 s plus 0.5 s
 * per attempt.
 */
export async function waitForPayment(
  id: string,
  onStatus: (status: PaymentStatusResponse) => void,
  { sleep = realSleep, signal }: FlowOptions = {},
): Promise<PaymentStatusResponse> {
  let polls = 0;
  return poll(
    async () => {
      const status = await api(`/api/payments/status/${encodeURIComponent(id)}`, {
        schema: paymentStatusSchema,
        fallback: M.network,
        signal,
      });
      onStatus(status);
      if (paid(status)) return status;
      if (status.status === "FAILED" || status.status === "CANCELLED")
        throw new CheckoutFlowError("failed", M.notCompleted(status.status));
      if (++polls >= MAX_PENDING_POLLS) throw new CheckoutFlowError("pending", M.notCompleted(status.status));
      return status;
    },
    {
      intervalMs: POLL_INTERVAL_MS,
      until: paid,
      retry: (error, failures) => {
        if (!(error instanceof ApiError)) return null;
        // An account's payment, asked about by anyone but that account: it completes all the same, but its
        // details (and its order) are shown only after signing in; asking again cannot change that.
        if (isOrderOfAccount(error)) throw new CheckoutFlowError("sign-in", error.message);
        if (error.status === 404) throw new CheckoutFlowError("not-found", M.notFound);
        if (!error.retryable) throw new CheckoutFlowError("invalid", error.message);
        if (failures > STATUS_FAILURES_ALLOWED) throw new CheckoutFlowError("unavailable", M.serverUnavailable);
        return 1_000 + 500 * failures;
      },
      signal,
      sleep,
    },
  );
}

/** The link the order is for: the payment's own, else the one this device stored before paying. */
export interface StoredOrderInfo {
  tiktokUrl?: string;
}

function orderByPayment(paymentId: string, signal?: AbortSignal): Promise<OrderView> {
  return api(`/api/tiktok-views/order-by-payment/${encodeURIComponent(paymentId)}`, {
    schema: orderViewSchema,
    fallback: M.orderFailed(paymentId),
    signal,
  });
}

/**
 * Makes sure the paid payment has its order and returns the order's id
 * (docs/product-rules.md#checkout-flow). The order calls are idempotent on the server; the client
 * retries what may pass later (network, 5xx): the explorer up to 10 times
 * every 3 s, the others 5 times every 2 s. 'تم استخدام هذه العملية بالفعل'
 * means the order exists: it is looked up by payment.
 */
export async function ensureOrder(
  payment: PaymentStatusResponse,
  stored: StoredOrderInfo | null,
  { sleep = realSleep, signal }: FlowOptions = {},
): Promise<string> {
  if (payment.orderId) return payment.orderId;
  const paymentId = payment.id;
  const link = payment.tiktokUrl ?? stored?.tiktokUrl ?? null;
  const explorer = payment.serviceType === "explorer";
  const attempts = explorer ? 10 : 5;
  const interval = explorer ? 3_000 : 2_000;
  const fallback = M.orderFailed(paymentId);

  for (let attempt = 0; attempt <= attempts; attempt++) {
    stopIfAborted(signal);
    if (attempt > 0) await sleep(interval);
    try {
      // A payment made without a link gets the one this device kept (only before fulfilment starts).
      if (!payment.tiktokUrl && link && attempt === 0)
        await api(`/api/payments/${encodeURIComponent(paymentId)}/update-tiktok-url`, {
          method: "POST",
          body: { tiktokUrl: link },
          fallback,
          signal,
        });
      const order = await postOrder(payment, link ?? "", fallback, signal);
      const orderId = order?.orderId ?? order?.id;
      if (orderId) return orderId;
      // The explorer's order call may answer before the order is readable: look it up after 2 s.
      await sleep(2_000);
      const found = await orderByPayment(paymentId, signal);
      return found.orderId ?? found.id;
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      // An account's order, asked for by anyone but that account: it is made, but shown only after signing in.
      if (isOrderOfAccount(error)) throw new CheckoutFlowError("sign-in", error.message);
      if (error.message.includes(M.alreadyUsed)) {
        const found = await orderByPayment(paymentId, signal);
        return found.orderId ?? found.id;
      }
      if (!error.retryable) throw new CheckoutFlowError("order", error.message);
    }
  }
  throw new CheckoutFlowError("unavailable", M.serverUnavailable);
}

/** The order call for the payment's service; null when its answer is not the order (looked up by payment then). */
async function postOrder(
  payment: PaymentStatusResponse,
  link: string,
  fallback: string,
  signal?: AbortSignal,
): Promise<EnsureOrderResponse | null> {
  const paymentId = payment.id;
  const options = { method: "POST", schema: ensureOrderResponseSchema, fallback, signal } as const;
  const call =
    payment.serviceType === "explorer"
      ? api("/api/explorer-package/order", { ...options, body: { videoUrl: link, paymentId } })
      : payment.serviceType === "likes"
        ? api("/api/tiktok-service/order", {
            ...options,
            body: { paymentId, link, quantity: payment.quantity, serviceType: payment.serviceType },
          })
        : api("/api/tiktok-views/order", { ...options, body: { paymentId, link, quantity: payment.quantity } });
  try {
    return await call;
  } catch (error) {
    if (error instanceof ApiError && error.code === "BAD_RESPONSE") return null;
    throw error;
  }
}
