import "server-only";

import { z } from "zod";

import { db } from "@/lib/db";

import { applyIntent } from "./apply";
import { refundAccepted } from "@/lib/ledger";
import { refundRefused, ziinaProvider } from "@/lib/payment-providers";

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
  // Signature, envelope and payloads are the Ziina adapter's: what comes back is ours.
  const delivery = ziinaProvider().readWebhook(rawBody, headers);
  const done = (result: string): WebhookOutcome => ({ received: true, event: delivery.event, result });

  if (delivery.kind === "intent") {
    const { intent, key } = delivery;
    const payment = await db.payment.findFirst({
      where: { provider: "ZIINA", providerPaymentId: intent.id },
      select: { id: true },
    });
    if (!payment) return done("unknown-payment");
    // The key is remembered in applyIntent's transaction: one of many concurrent duplicates applies.
    return done((await applyIntent(payment.id, intent, key)) ? "applied" : "duplicate");
  }

  if (delivery.kind === "refund") {
    const d = delivery.refund;
    const isUuid = z.uuid().safeParse(d.id).success;
    // News about the refund's current attempt only (its client id, or the provider's id for it).
    const where = {
      OR: [...(isUuid ? [{ requestId: d.id }, { id: d.id, requestId: null }] : []), { providerRefundId: d.id }],
    };
    if (d.status === "failed") {
      const refund = await db.refund.findFirst({ where, select: { id: true } });
      const changed = refund ? await refundRefused(refund.id, d.id, d.error ?? "refund failed at Ziina") : false;
      return done(changed ? "applied" : "ignored");
    }
    // Only forward (refundAccepted): a finished refund keeps its outcome whatever arrives late.
    const count = await refundAccepted(where, d.status === "completed" ? "COMPLETED" : "PROCESSING");
    return done(count > 0 ? "applied" : "ignored");
  }

  return done("ignored");
}
