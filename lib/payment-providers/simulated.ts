import "server-only";

import { randomBytes } from "node:crypto";

import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { PAGES } from "@/lib/routes";

import { PAYMENT_NOT_FOUND_MESSAGE } from "./contract";
import type { CreateIntentInput, Intent, PaymentProviderClient, RefundInput, RefundResult } from "./types";

/** The hosted page of the simulated provider (built by the pages), for one of our payment ids. */
export const simulatedCheckoutPath = (paymentId: string) =>
  `${PAGES.ziinaPayment.path}?id=${encodeURIComponent(paymentId)}&direct=true`;

export type SimulatedAction = "pay" | "cancel" | "fail";

interface SimRow {
  id: string;
  status: string;
  amountFils: number;
  currency: string;
  paidAt: Date | null;
}

const completeAfterMs = () => env().SIMULATED_PAYMENT_COMPLETE_SECONDS * 1000;

/**
 * A paid simulated intent reads `completed` once the configured time
 * (15 s, docs/product-rules.md#timers) has passed.
 */
export function simulatedStatus(row: SimRow, now = new Date()): Intent["status"] {
  if (row.status === "pending" && row.paidAt && now.getTime() - row.paidAt.getTime() >= completeAfterMs())
    return "completed";
  return row.status;
}

export function simulatedCompletesAt(row: SimRow): Date | null {
  return row.paidAt ? new Date(row.paidAt.getTime() + completeAfterMs()) : null;
}

function toIntent(row: SimRow, paymentId: string | null): Intent {
  return {
    id: row.id,
    status: simulatedStatus(row),
    amountFils: row.amountFils,
    currency: row.currency,
    redirectUrl: paymentId ? simulatedCheckoutPath(paymentId) : null,
  };
}

/**
 * The embedded default: a provider of our own whose intents live in the
 * database (sim_payment_intents), so "paid" is a server fact, never a
 * browser's claim. Its hosted page pays, cancels or fails an intent through
 * POST /api/payments/simulated/{id}; everything after that (verification,
 * amount check, the order) runs through the same code as Ziina.
 */
export class SimulatedProvider implements PaymentProviderClient {
  readonly name = "simulated" as const;

  async createIntent(input: CreateIntentInput): Promise<Intent> {
    const row = await db.simPaymentIntent.create({
      data: {
        id: `sim_${randomBytes(12).toString("base64url")}`,
        paymentId: input.paymentId,
        amountFils: input.amountFils,
        currency: input.currency,
        message: input.message.slice(0, 500),
        successUrl: input.successUrl,
        cancelUrl: input.cancelUrl,
        failureUrl: input.failureUrl,
      },
    });
    return toIntent(row, input.paymentId);
  }

  async readIntent(intentId: string): Promise<Intent> {
    const row = await db.simPaymentIntent.findUnique({ where: { id: intentId } });
    if (!row) throw new AppError("NOT_FOUND", PAYMENT_NOT_FOUND_MESSAGE);
    return toIntent(row, row.paymentId);
  }

  async refund(input: RefundInput): Promise<RefundResult> {
    // Nothing was charged: the refund completes at once (same id on every retry).
    return { id: input.refundId, status: "completed", error: null };
  }

  async readRefund(refundId: string): Promise<RefundResult> {
    return { id: refundId, status: "completed", error: null };
  }

  /** The simulated provider sends no webhooks: nothing signed by it exists. */
  verifyWebhook(): boolean {
    return false;
  }
}

/**
 * What the simulated hosted page does: pay (pending, completes after the
 * configured seconds), cancel or fail. Only an intent still waiting for its
 * payment changes; a repeated action returns the intent as it is.
 */
export async function actOnSimulatedIntent(paymentId: string, action: SimulatedAction) {
  const to = action === "pay" ? "pending" : action === "cancel" ? "canceled" : "failed";
  const now = new Date();
  await db.simPaymentIntent.updateMany({
    where: { paymentId, status: "requires_payment_instrument" },
    data: { status: to, ...(action === "pay" ? { paidAt: now } : {}) },
  });
  const row = await db.simPaymentIntent.findUnique({ where: { paymentId } });
  if (!row) throw new AppError("NOT_FOUND", PAYMENT_NOT_FOUND_MESSAGE);
  return row;
}
