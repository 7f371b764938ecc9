import "server-only";

import { z } from "zod";

import { db } from "@/lib/db";
import { AppError, isAppError } from "@/lib/errors";
import { refundAccepted, refundRefused as ledgerRefundRefused, refundUnsendable } from "@/lib/ledger";
import { defineJob } from "@/lib/jobs";
import { logger } from "@/lib/log";

import { providerFor } from "./registry";

const log = logger("payments");

/**
 * Sends one recorded refund (a `refunds` row, written before any call) to
 * the payment provider and records the outcome. The client id the provider
 * gets (`request_id`, the row's id at first) is its idempotency key: the
 * same on every retry of one attempt, so a retry after a lost answer cannot
 * refund twice. The simulated provider completes at once; Ziina's `pending`
 * is PROCESSING: the job then reads the refund again with backoff (~5 s,
 * 10 s, 20 s … up to an hour) until it completes or fails, whichever of that
 * and the refund webhook comes first. A refund still pending after every
 * attempt leaves a DEAD job for the operator. Provider outages (AppError
 * UPSTREAM…) are retried with backoff; a refusal is `refundRefused`. What
 * each answer does to the refund's money and paper is lib/ledger's
 * (docs/payments.md#refunds).
 */
export const refundJob = defineJob({
  type: "payments.refund",
  schema: z.object({ refundId: z.uuid() }),
  maxAttempts: 12,
  async run({ refundId }) {
    const refund = await db.refund.findUnique({
      where: { id: refundId },
      include: { payment: { select: { provider: true, providerPaymentId: true, currency: true } } },
    });
    if (!refund || refund.status === "COMPLETED" || refund.status === "FAILED") return;
    if (!refund.payment.providerPaymentId) {
      await refundUnsendable(refundId, "the payment has no provider id: refund by hand");
      return;
    }
    const provider = providerFor(refund.payment.provider);
    const requestId = refund.requestId ?? refund.id;
    let result;
    try {
      result =
        refund.status === "PROCESSING" && refund.providerRefundId
          ? await provider.readRefund(refund.providerRefundId)
          : await provider.refund({
              refundId: requestId,
              providerPaymentId: refund.payment.providerPaymentId,
              amountFils: refund.amountFils,
              currency: refund.payment.currency,
            });
    } catch (error) {
      // The provider refused the request itself (a 4xx with its reason): sending it again changes nothing.
      if (isAppError(error) && !error.retryable && error.details.providerStatus !== undefined) {
        await refundRefused(refundId, requestId, `${error.message} (HTTP ${String(error.details.providerStatus)})`, {
          final: true,
        });
        return;
      }
      throw error;
    }
    if (result.status === "failed") {
      await refundRefused(refundId, requestId, result.error ?? "refused by the provider");
      return;
    }
    const status = result.status === "completed" ? "COMPLETED" : "PROCESSING";
    await refundAccepted(
      { id: refundId, OR: [{ requestId }, ...(requestId === refundId ? [{ requestId: null }] : [])] },
      status,
      { providerRefundId: result.id, lastError: null },
    );
    // Accepted, not finished: look again later (the job's backoff), until the provider decides.
    if (status === "PROCESSING") throw new AppError("UNAVAILABLE", "refund still pending at the provider");
  },
});

/**
 * The provider refused one attempt of a refund (lib/ledger's refundRefused
 * decides what that means); a refund tried again is sent by this job again,
 * later (REFUND_RETRY_DELAYS_MS). Returns whether the refund changed.
 */
export async function refundRefused(
  refundId: string,
  attemptId: string,
  reason: string,
  options: { final?: boolean; now?: Date } = {},
): Promise<boolean> {
  const outcome = await ledgerRefundRefused(refundId, attemptId, reason, {
    ...options,
    sendAgain: (tx, { failures, runAt }) =>
      refundJob.enqueue(tx, { refundId }, { dedupeKey: `refund:${refundId}:try${failures + 1}`, runAt }).then(() => {}),
  });
  if (!outcome.changed) return false;
  if (outcome.retry)
    log.warn(`refund ${refundId} refused by the provider (${reason}); trying again at ${outcome.runAt.toISOString()}`);
  else log.error(`refund ${refundId} FAILED after ${outcome.failures} attempt(s): ${reason}; the operator must act`);
  return true;
}
