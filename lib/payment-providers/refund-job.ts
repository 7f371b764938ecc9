import "server-only";

import { z } from "zod";

import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { defineJob } from "@/lib/jobs";

import { providerFor } from "./registry";

/**
 * Sends one recorded refund (a `refunds` row, written with its client UUID
 * before any call) to the payment provider and records the outcome. The
 * row's id is the provider's refund id on every attempt, so a retry after a
 * lost answer cannot refund twice. The simulated provider completes at once;
 * Ziina's `pending` is PROCESSING: the job then reads the refund again with
 * backoff (~5 s, 10 s, 20 s … up to an hour) until it completes or fails,
 * whichever of that and the refund webhook comes first. A refund still
 * pending after every attempt leaves a DEAD job for the operator.
 * Provider failures (AppError UPSTREAM…) are retried with backoff.
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
      await db.refund.updateMany({
        where: { id: refundId, status: { in: ["PENDING", "PROCESSING"] } },
        data: { status: "FAILED", lastError: "the payment has no provider id: refund by hand" },
      });
      return;
    }
    const provider = providerFor(refund.payment.provider);
    const result =
      refund.status === "PROCESSING" && refund.providerRefundId
        ? await provider.readRefund(refund.providerRefundId)
        : await provider.refund({
            refundId: refund.id,
            providerPaymentId: refund.payment.providerPaymentId,
            amountFils: refund.amountFils,
            currency: refund.payment.currency,
          });
    const status = result.status === "completed" ? "COMPLETED" : result.status === "failed" ? "FAILED" : "PROCESSING";
    await db.refund.updateMany({
      where: { id: refundId, status: { in: status === "PROCESSING" ? ["PENDING"] : ["PENDING", "PROCESSING"] } },
      data: {
        status,
        providerRefundId: result.id,
        lastError: result.status === "failed" ? (result.error ?? "refused by the provider") : null,
      },
    });
    // Accepted, not finished: look again later (the job's backoff), until the provider decides.
    if (status === "PROCESSING") throw new AppError("UNAVAILABLE", "refund still pending at the provider");
  },
});
