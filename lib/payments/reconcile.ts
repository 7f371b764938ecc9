import "server-only";

import { z } from "zod";

import { db } from "@/lib/db";
import { defineJob } from "@/lib/jobs";

import { refreshPayment } from "./status";

const DAY = 24 * 60 * 60_000;
const MINUTE = 60_000;
/** Payments one run re-reads at most (oldest checks first). */
export const RECONCILE_BATCH = 200;

/**
 * Re-reads PENDING payments younger than a day from their provider, so a
 * paid payment whose browser never came back and whose webhook never
 * arrived still becomes an order. Each read goes through refreshPayment
 * (the same throttle and applyIntent as a status poll).
 */
export async function reconcilePayments(now = new Date()): Promise<number> {
  const due = await db.payment.findMany({
    where: {
      status: "PENDING",
      providerPaymentId: { not: null },
      flaggedReason: null,
      createdAt: { gte: new Date(now.getTime() - DAY) },
    },
    select: { id: true },
    orderBy: [{ checkedAt: { sort: "asc", nulls: "first" } }],
    take: RECONCILE_BATCH,
  });
  let refreshed = 0;
  for (const { id } of due) if (await refreshPayment(id, now)) refreshed++;
  return refreshed;
}

export const reconcilePaymentsJob = defineJob({
  type: "payments.reconcile",
  schema: z.object({}),
  maxAttempts: 1,
  async run() {
    await reconcilePayments();
  },
});

/** Queued by every instance's background tick; the slot's dedupe key makes one run a minute. */
export async function enqueuePaymentTicks(now = new Date()): Promise<void> {
  await reconcilePaymentsJob.enqueue(
    db,
    {},
    { dedupeKey: `tick:payments-reconcile:${Math.floor(now.getTime() / MINUTE)}` },
  );
}
