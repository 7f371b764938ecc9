import "server-only";

import { randomUUID } from "node:crypto";

import { z } from "zod";

import { db, transaction, type Prisma, type Tx } from "@/lib/db";
import { AppError, isAppError } from "@/lib/errors";
import { issueCreditNote } from "@/lib/ledger";
import { defineJob } from "@/lib/jobs";
import { logger } from "@/lib/log";

import { providerFor } from "./registry";

const log = logger("payments");

/** Attempts at the provider before a refund it keeps refusing stays FAILED for the operator. */
export const REFUND_TRIES = 3;
/** How long after a refusal the next attempt goes (a provider-side problem, such as its balance, may pass). */
export const REFUND_RETRY_DELAYS_MS = [15 * 60_000, 2 * 60 * 60_000] as const;

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
 * UPSTREAM…) are retried with backoff; a refusal is `refundRefused`.
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
      await transaction(async (tx) => {
        const { count } = await tx.refund.updateMany({
          where: { id: refundId, status: { in: ["PENDING", "PROCESSING"] } },
          data: { status: "FAILED", lastError: "the payment has no provider id: refund by hand" },
        });
        if (count === 1) await releaseFailedRefund(tx, refundId);
      });
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
 * The provider accepted a refund's current attempt (`where` picks it): it is
 * PROCESSING, or COMPLETED once the money has gone back. Only forward: a
 * finished refund keeps its outcome whatever arrives late. This is the one
 * place a refund becomes COMPLETED (the job's answer and the refund webhook
 * both come here), and its credit note (lib/ledger) is issued in the same
 * transaction: exactly once per refund that returned money, never for one
 * that ends FAILED. Returns how many refunds changed.
 */
export async function refundAccepted(
  where: Prisma.RefundWhereInput,
  status: "PROCESSING" | "COMPLETED",
  data: { providerRefundId?: string; lastError?: null } = {},
): Promise<number> {
  const from: ("PENDING" | "PROCESSING")[] = status === "PROCESSING" ? ["PENDING"] : ["PENDING", "PROCESSING"];
  if (status === "PROCESSING")
    return (await db.refund.updateMany({ where: { ...where, status: { in: from } }, data: { ...data, status } })).count;
  return transaction(async (tx) => {
    const candidates = await tx.refund.findMany({ where: { ...where, status: { in: from } }, select: { id: true } });
    let changed = 0;
    for (const { id } of candidates) {
      const { count } = await tx.refund.updateMany({
        where: { AND: [where, { id, status: { in: from } }] },
        data: { ...data, status },
      });
      if (count !== 1) continue;
      changed += 1;
      await issueCreditNote(tx, id, new Date());
    }
    return changed;
  });
}

/**
 * The provider refused one attempt of a refund (its answer, or the refund
 * webhook's "failed"): no money moved. Retrying is safe with a new client
 * id (the refused one stays refused at the provider), so the refund goes
 * back to PENDING under a new `request_id` and is sent again later, up to
 * REFUND_TRIES attempts; after that, or when the request itself was refused
 * (`final`), it stays FAILED for the operator (docs/operations.md#failed-refunds)
 * and its amount is released (releaseFailedRefund): the operator may refund again.
 * Either way the customer reads that the refund is delayed, never that it
 * was made. Only news about the current attempt counts: a late word about
 * an earlier one changes nothing. Returns whether the refund changed.
 */
export async function refundRefused(
  refundId: string,
  attemptId: string,
  reason: string,
  options: { final?: boolean; now?: Date } = {},
): Promise<boolean> {
  const refund = await db.refund.findUnique({ where: { id: refundId } });
  if (!refund || (refund.status !== "PENDING" && refund.status !== "PROCESSING")) return false;
  const current = refund.requestId ?? refund.id;
  if (attemptId !== current && attemptId !== refund.providerRefundId) return false;
  const failures = refund.failures + 1;
  const retry = !options.final && failures < REFUND_TRIES;
  const next = randomUUID();
  const runAt = new Date((options.now ?? new Date()).getTime() + (REFUND_RETRY_DELAYS_MS[failures - 1] ?? 0));
  // The refund's new state and its next attempt's job commit together.
  const changed = await transaction(async (tx) => {
    const { count } = await tx.refund.updateMany({
      where: { id: refundId, status: refund.status, failures: refund.failures },
      data: retry
        ? { status: "PENDING", failures, requestId: next, providerRefundId: null, lastError: reason }
        : { status: "FAILED", failures, lastError: reason },
    });
    if (count === 1 && retry)
      await refundJob.enqueue(tx, { refundId }, { dedupeKey: `refund:${refundId}:try${failures + 1}`, runAt });
    if (count === 1 && !retry) await releaseFailedRefund(tx, refundId);
    return count === 1;
  });
  if (!changed) return false;
  if (retry) {
    log.warn(`refund ${refundId} refused by the provider (${reason}); trying again at ${runAt.toISOString()}`);
  } else log.error(`refund ${refundId} FAILED after ${failures} attempt(s): ${reason}; the operator must act`);
  return true;
}

/**
 * A refund that ended FAILED moved no money: its amount leaves the payment's
 * refunded total, in the transaction that made it FAILED (so once), and the
 * operator can refund it again with a new provider call
 * (docs/product-rules.md#refunds). The guard keeps the total from going
 * below zero, and the CHECK on payments.refunded_fils stands behind it.
 */
export async function releaseFailedRefund(tx: Tx, refundId: string): Promise<void> {
  await tx.$executeRaw`
    UPDATE "payments" AS p SET "refunded_fils" = p."refunded_fils" - r."amount_fils", "updated_at" = now()
    FROM "refunds" AS r
    WHERE r."id" = ${refundId}::uuid AND r."status" = 'FAILED' AND p."id" = r."payment_id"
      AND p."refunded_fils" >= r."amount_fils"`;
}
