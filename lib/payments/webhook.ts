import "server-only";

import { z } from "zod";

import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";

import { applyIntent } from "./apply";
import type { Intent } from "@/lib/payment-providers";
import { refundAccepted, refundRefused, ziinaProvider } from "@/lib/payment-providers";

export const WEBHOOK_SIGNATURE_MESSAGE = "invalid webhook signature";

const envelopeSchema = z.object({ event: z.string().max(100), data: z.unknown() });
const intentSchema = z.object({
  id: z.string().min(1).max(128),
  amount: z.number(),
  currency_code: z.string().min(1).max(8),
  status: z.string().min(1).max(64),
});
const refundSchema = z.object({
  id: z.string().min(1).max(128),
  status: z.enum(["pending", "completed", "failed"]),
  error: z.object({ message: z.string().optional() }).loose().nullish(),
});

export interface WebhookOutcome {
  received: true;
  event: string;
  /** What happened: applied, duplicate, unknown-payment, ignored. */
  result: string;
}

/**
 * POST /api/ziina/webhook. The signature over the raw bytes is checked before
 * anything is read (a bad one is a 401 and changes nothing). A payment
 * intent's news goes through applyIntent like every other path (amount and
 * currency must match; COMPLETED never goes back), so replays and
 * out-of-order deliveries are harmless. Unknown events and unknown intents
 * get 200 (Ziina would otherwise retry them for nothing).
 */
export async function handleZiinaWebhook(rawBody: Buffer, headers: Headers): Promise<WebhookOutcome> {
  if (!ziinaProvider().verifyWebhook(rawBody, headers)) throw new AppError("UNAUTHORIZED", WEBHOOK_SIGNATURE_MESSAGE);
  let json: unknown;
  try {
    json = JSON.parse(rawBody.toString("utf8"));
  } catch {
    throw new AppError("BAD_REQUEST", "webhook body is not JSON");
  }
  const envelope = envelopeSchema.safeParse(json);
  if (!envelope.success) throw new AppError("BAD_REQUEST", "webhook body has no event");
  const { event, data } = envelope.data;
  const done = (result: string): WebhookOutcome => ({ received: true, event, result });

  if (event === "payment_intent.status.updated") {
    const parsed = intentSchema.safeParse(data);
    if (!parsed.success) throw new AppError("BAD_REQUEST", "webhook payment intent is malformed");
    const d = parsed.data;
    // Deliveries seen before (Ziina retries, duplicates) are keyed by what they say, not when they came.
    const key = `pi:${d.id}:${d.status}:${d.amount}:${d.currency_code}`;
    const payment = await db.payment.findFirst({
      where: { provider: "ZIINA", providerPaymentId: d.id },
      select: { id: true },
    });
    if (!payment) return done("unknown-payment");
    const intent: Intent = {
      id: d.id,
      status: d.status as Intent["status"],
      amountFils: d.amount,
      currency: d.currency_code.toUpperCase(),
      redirectUrl: null,
    };
    // The key is remembered in applyIntent's transaction: one of many concurrent duplicates applies.
    return done((await applyIntent(payment.id, intent, key)) ? "applied" : "duplicate");
  }

  if (event === "refund.status.updated") {
    const parsed = refundSchema.safeParse(data);
    if (!parsed.success) throw new AppError("BAD_REQUEST", "webhook refund is malformed");
    const d = parsed.data;
    const isUuid = z.uuid().safeParse(d.id).success;
    // News about the refund's current attempt only (its client id, or the provider's id for it).
    const where = {
      OR: [...(isUuid ? [{ requestId: d.id }, { id: d.id, requestId: null }] : []), { providerRefundId: d.id }],
    };
    if (d.status === "failed") {
      const refund = await db.refund.findFirst({ where, select: { id: true } });
      const changed = refund
        ? await refundRefused(refund.id, d.id, d.error?.message ?? "refund failed at Ziina")
        : false;
      return done(changed ? "applied" : "ignored");
    }
    // Only forward (refundAccepted): a finished refund keeps its outcome whatever arrives late.
    const count = await refundAccepted(where, d.status === "completed" ? "COMPLETED" : "PROCESSING");
    return done(count > 0 ? "applied" : "ignored");
  }

  return done("ignored");
}
