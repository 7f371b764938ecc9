import "server-only";

import { db, type Payment, type PaymentProvider, type Prisma } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { accountRefusal, visibleByPayment } from "@/lib/fulfilment";
import { logger } from "@/lib/log";
import { filsToAed, fromDbService } from "@/lib/pricing";
import { serverEventId } from "@/lib/tracking";

import type { PaymentStatusResponse } from "./api-types";
import { applyIntent } from "./apply";
import {
  PAYMENT_ID_INVALID_MESSAGE,
  PAYMENT_ID_MISSING_MESSAGE,
  PAYMENT_ID_PLACEHOLDER_MESSAGE,
  PAYMENT_NOT_FOUND_MESSAGE,
} from "./messages";
import { providerFor } from "@/lib/payment-providers";

/** Provider statuses that end a pending payment (applyIntent decides what they do). */
const TERMINAL = new Set<string>(["completed", "failed", "canceled"]);

/** At most one provider read per payment in this window, whoever asks (every instance). */
export const STATUS_REFRESH_MS = 3_000;

/**
 * docs/product-rules.md#payment-ids: a payment id is not the literal CHECKOUT_SESSION_ID and
 * has at least 5 characters (400 otherwise). Browser-made ids
 * (`payment_{timestamp}`), and anything our ids cannot be, are simply
 * unknown (404): they were never stored.
 */
export function checkPaymentId(raw: string | null | undefined): string | null {
  const id = (raw ?? "").trim();
  if (id === "") throw new AppError("BAD_REQUEST", PAYMENT_ID_MISSING_MESSAGE);
  if (id === "CHECKOUT_SESSION_ID" || id === "{CHECKOUT_SESSION_ID}")
    throw new AppError("BAD_REQUEST", PAYMENT_ID_PLACEHOLDER_MESSAGE);
  if (id.length < 5) throw new AppError("BAD_REQUEST", PAYMENT_ID_INVALID_MESSAGE);
  if (id.length > 64 || /^payment_\d+$/.test(id)) return null;
  return id;
}

/** The payment, or 404 with the documented message (docs/product-rules.md#payment-ids). */
export async function findPayment(raw: string | null | undefined): Promise<Payment> {
  const id = checkPaymentId(raw);
  const payment = id ? await db.payment.findUnique({ where: { id } }) : null;
  if (!payment) throw new AppError("NOT_FOUND", PAYMENT_NOT_FOUND_MESSAGE);
  return payment;
}

/**
 * Asks the provider about a PENDING payment, unless someone did within the
 * last few seconds: the claim is a guarded UPDATE of checked_at, so however
 * many pages, instances and jobs poll, the provider sees one read per
 * window. What it says goes through applyIntent. A provider that cannot
 * answer leaves the payment as it is (the next poll tries again).
 */
export async function refreshPayment(paymentId: string, now = new Date()): Promise<boolean> {
  const before = new Date(now.getTime() - STATUS_REFRESH_MS);
  const claimed = await db.$queryRaw<
    {
      provider: PaymentProvider;
      provider_payment_id: string;
      provider_status: string | null;
      amount_fils: number;
      currency: string;
    }[]
  >`
    UPDATE "payments" SET "checked_at" = ${now}
    WHERE "id" = ${paymentId} AND "status" = 'PENDING' AND "provider_payment_id" IS NOT NULL
      AND "flagged_reason" IS NULL AND ("checked_at" IS NULL OR "checked_at" <= ${before})
    RETURNING "provider"::text AS "provider", "provider_payment_id", "provider_status", "amount_fils", "currency"`;
  const row = claimed[0];
  if (!row) return false;
  try {
    const intent = await providerFor(row.provider).readIntent(row.provider_payment_id);
    // Still waiting, exactly as last read (the customer has not paid yet): applyIntent would only
    // write the same provider status again, so no transaction and no row lock for it.
    const unchanged =
      !TERMINAL.has(intent.status) &&
      intent.status === row.provider_status &&
      intent.id === row.provider_payment_id &&
      intent.amountFils === row.amount_fils &&
      intent.currency.toUpperCase() === row.currency;
    if (!unchanged) await applyIntent(paymentId, intent);
    return true;
  } catch (error) {
    logger("payments").warn(`could not refresh ${paymentId}`, { paymentId, error });
    return false;
  }
}

/** Whether the row as read may be due a provider read (refreshPayment's guarded update decides). */
export function isDue(checkedAt: Date | null, now = new Date()): boolean {
  return checkedAt === null || checkedAt.getTime() <= now.getTime() - STATUS_REFRESH_MS;
}

export function toStatusResponse(payment: Payment, orderId: string | null): PaymentStatusResponse {
  return {
    id: payment.id,
    status: payment.status,
    paid: payment.status === "COMPLETED",
    amount: filsToAed(payment.amountFils),
    currency: "AED",
    description: payment.description,
    customerEmail: payment.customerEmail,
    tiktokUrl: payment.tiktokUrl,
    serviceType: fromDbService(payment.serviceType),
    quantity: payment.quantity,
    provider: payment.provider === "ZIINA" ? "ziina" : "simulated",
    orderId,
    ...(payment.status === "COMPLETED" && { purchaseEventId: serverEventId("purchase", payment.id) }),
  };
}

/**
 * A payment, refreshed from its provider once (throttled) when still pending.
 * When another caller holds the throttle (it read the provider within the
 * window, or is reading now), what it stored is the answer: the row is read
 * again, never the copy read before that caller finished. With `awaitRead`
 * (ensure-order, which would otherwise refuse a payment that is paid), a
 * payment still pending waits for that read to land, or for the window to
 * pass and then reads the provider itself: at most STATUS_REFRESH_MS more.
 */
export async function currentPayment(
  raw: string | null | undefined,
  options: { awaitRead?: boolean } = {},
): Promise<Payment> {
  const payment = await findPayment(raw);
  if (payment.status !== "PENDING") return payment;
  const stored = () => db.payment.findUniqueOrThrow({ where: { id: payment.id } });
  if (isDue(payment.checkedAt) && (await refreshPayment(payment.id))) return stored();
  let now = await stored();
  if (!options.awaitRead) return now;
  const end = Date.now() + STATUS_REFRESH_MS + 500;
  while (now.status === "PENDING" && now.flaggedReason === null && now.providerPaymentId && Date.now() < end) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    if (isDue(now.checkedAt) && (await refreshPayment(payment.id))) return stored();
    now = await stored();
  }
  return now;
}

/** Who asks: the signed-in account's id, or null. */
export type Viewer = string | null | undefined;

/**
 * Who may see a payment by its id (docs/security.md#orders-on-a-shared-device),
 * the payment-side twin of visibleByPayment: a guest's payment (no account on
 * it or on its order) for whoever holds the id, an account's only for that
 * signed-in account. A where clause, to AND with the query.
 */
export function paymentVisibleTo(viewer: Viewer): Prisma.PaymentWhereInput {
  return {
    AND: [
      viewer ? { OR: [{ userId: null }, { userId: viewer }] } : { userId: null },
      { OR: [{ order: { is: null } }, { order: { is: visibleByPayment(viewer) } }] },
    ],
  };
}

/**
 * GET /api/ziina/status/{id} and /api/payments/status/{id}: our verified state, refreshed while pending.
 * The refresh (and with it the order and its fulfilment jobs of a paid
 * payment) happens whoever asks; the answer is read with the viewer in the
 * where clause: an account's payment, from anyone but that account, gets
 * 401 (signed out) or 403 (another account), none of its details.
 */
export async function getPaymentStatus(
  raw: string | null | undefined,
  viewer: Viewer = null,
): Promise<PaymentStatusResponse> {
  const current = await currentPayment(raw);
  const shown = await db.payment.findFirst({
    where: { id: current.id, ...paymentVisibleTo(viewer) },
    include: { order: { select: { id: true } } },
  });
  if (!shown) throw accountRefusal(viewer);
  const { order, ...payment } = shown;
  return toStatusResponse(payment, payment.status === "COMPLETED" ? (order?.id ?? null) : null);
}
