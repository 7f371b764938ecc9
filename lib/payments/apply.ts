import "server-only";

import { transaction, type PaymentStatus, type ServiceType, type Tx } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { issueTaxInvoice } from "@/lib/ledger";
import { logger } from "@/lib/log";
import { queueOrderMail } from "@/lib/mail";
import { createOrder } from "@/lib/orders";
import { trackPurchase } from "@/lib/tracking";

import { PAYMENT_NOT_FOUND_MESSAGE } from "./messages";
import type { Intent } from "@/lib/payment-providers";

export interface LockedPayment {
  id: string;
  status: PaymentStatus;
  amount_fils: number;
  currency: string;
  provider_payment_id: string | null;
  flagged_reason: string | null;
  tiktok_url: string | null;
  service_type: ServiceType;
  quantity: number;
  /** Free quantity of an EXTRA promotion, delivered with `quantity`. */
  bonus_quantity: number;
  user_id: string | null;
}

/** Reads a payment and locks its row until the transaction ends: every writer of a payment queues here. */
export async function lockPayment(tx: Tx, paymentId: string): Promise<LockedPayment | null> {
  const rows = await tx.$queryRaw<LockedPayment[]>`
    SELECT "id", "status"::text AS "status", "amount_fils", "currency", "provider_payment_id", "flagged_reason",
           "tiktok_url", "service_type"::text AS "service_type", "quantity", "bonus_quantity",
           "user_id"::text AS "user_id"
    FROM "payments" WHERE "id" = ${paymentId} FOR UPDATE`;
  return rows[0] ?? null;
}

/**
 * The order of a paid payment, made in the caller's transaction (with its
 * items and fulfilment jobs, by createOrder): the existing one when there is
 * one (the unique payment id decides), none while the link is missing.
 */
export async function orderForPaidPayment(tx: Tx, payment: LockedPayment): Promise<string | null> {
  if (!payment.tiktok_url) {
    const existing = await tx.order.findUnique({ where: { paymentId: payment.id }, select: { id: true } });
    return existing?.id ?? null;
  }
  const order = await createOrder(tx, {
    source: "PAID",
    paymentId: payment.id,
    userId: payment.user_id,
    serviceType: payment.service_type,
    // What was paid for and what a promotion added free are delivered together.
    quantity: payment.quantity + payment.bonus_quantity,
    link: payment.tiktok_url,
    amountFils: payment.amount_fils,
  });
  return order.id;
}

/**
 * The one place a provider's word about a payment becomes ours. Whoever
 * read a verified intent first (status poll, webhook, success page, the
 * reconcile job, a retried client call) marks the payment COMPLETED and
 * creates its order, items, fulfilment jobs and the CompletePayment event in
 * ONE transaction, under the payment's row lock, with its tax invoice when
 * the store is VAT-registered (lib/ledger). Rules:
 * - the intent must be this payment's, with exactly the amount and currency
 *   stored at creation; otherwise the payment is flagged and never paid;
 * - a COMPLETED payment never goes back (late, duplicate or out-of-order
 *   news changes nothing: its order was made in the same transaction that
 *   paid it, or, without a link then, by update-tiktok-url);
 * - failed / canceled end a PENDING payment as FAILED / CANCELLED;
 * - anything else only records the provider's status.
 *
 * With `eventKey` (a webhook delivery), the delivery is remembered in the
 * same transaction, under the same lock: of any number of concurrent
 * duplicates exactly one applies, and a delivery whose work rolled back is
 * not remembered (the provider's retry applies it). Returns false for a
 * delivery seen before.
 */
export async function applyIntent(paymentId: string, intent: Intent, eventKey?: string): Promise<boolean> {
  return transaction(async (tx) => {
    const payment = await lockPayment(tx, paymentId);
    if (!payment) throw new AppError("NOT_FOUND", PAYMENT_NOT_FOUND_MESSAGE);
    if (eventKey !== undefined && !(await rememberDelivery(tx, eventKey))) return false;
    await decide(tx, paymentId, payment, intent);
    return true;
  });
}

/** Records a webhook delivery's key; false when it was there already (a unique key decides). */
export async function rememberDelivery(tx: Tx, eventKey: string): Promise<boolean> {
  const rows = await tx.$queryRaw<{ id: bigint }[]>`
    INSERT INTO "webhook_events" ("provider", "event_key") VALUES ('ziina', ${eventKey})
    ON CONFLICT ("provider", "event_key") DO NOTHING RETURNING "id"`;
  return rows.length === 1;
}

async function decide(tx: Tx, paymentId: string, payment: LockedPayment, intent: Intent): Promise<void> {
  if (payment.status === "COMPLETED") return;

  const mismatch =
    payment.provider_payment_id !== intent.id
      ? `intent ${intent.id} is not this payment's (${payment.provider_payment_id ?? "none"})`
      : intent.amountFils !== payment.amount_fils || intent.currency.toUpperCase() !== payment.currency
        ? `intent says ${intent.amountFils} ${intent.currency}, payment is ${payment.amount_fils} ${payment.currency}`
        : null;
  if (mismatch) {
    logger("payments").error(`payment ${paymentId} flagged: ${mismatch}`, { paymentId });
    await tx.$executeRaw`
        UPDATE "payments" SET "flagged_reason" = COALESCE("flagged_reason", ${mismatch}),
               "provider_status" = ${intent.status.slice(0, 64)}, "updated_at" = now()
        WHERE "id" = ${paymentId}`;
    return;
  }
  if (payment.flagged_reason !== null) return;

  if (intent.status === "completed") {
    // FAILED or CANCELLED after a verified completion would mean the money was taken: it pays.
    const paidAt = new Date();
    await tx.$executeRaw`
        UPDATE "payments" SET "status" = 'COMPLETED', "paid_at" = ${paidAt}, "provider_status" = 'completed',
               "updated_at" = now()
        WHERE "id" = ${paymentId} AND "status" <> 'COMPLETED'`;
    // Its tax invoice (VAT-registered stores), numbered in this transaction: issued exactly once.
    await issueTaxInvoice(tx, paymentId, paidAt);
    await orderForPaidPayment(tx, payment);
    await trackPurchase(tx, paymentId);
    await queueOrderMail(tx, "receipt", paymentId);
    return;
  }
  if ((intent.status === "failed" || intent.status === "canceled") && payment.status === "PENDING") {
    const to: PaymentStatus = intent.status === "failed" ? "FAILED" : "CANCELLED";
    await tx.$executeRaw`
        UPDATE "payments" SET "status" = ${to}::"PaymentStatus", "provider_status" = ${intent.status},
               "updated_at" = now()
        WHERE "id" = ${paymentId} AND "status" = 'PENDING'`;
    return;
  }
  if (payment.status === "PENDING")
    await tx.$executeRaw`
        UPDATE "payments" SET "provider_status" = ${intent.status.slice(0, 64)}, "updated_at" = now()
        WHERE "id" = ${paymentId} AND "status" = 'PENDING'`;
}
