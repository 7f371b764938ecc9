import "server-only";

import { z } from "zod";

import { db } from "@/lib/db";
import { defineJob } from "@/lib/jobs";

import { checkoutRemindersJob } from "./reminders";
import { refreshPayment } from "./status";

const DAY = 24 * 60 * 60_000;
const MINUTE = 60_000;
/** Payments one run re-reads at most (the longest unchecked first). */
export const RECONCILE_BATCH = 200;
/** A pending payment is re-read when a tenth of its age has passed since its last read, within these bounds. */
export const RECONCILE_MIN_GAP_MS = MINUTE;
export const RECONCILE_MAX_GAP_MS = 30 * MINUTE;

/**
 * Re-reads PENDING payments younger than a day from their provider, so a
 * paid payment whose browser never came back and whose webhook never
 * arrived still becomes an order. Most pending payments are abandoned
 * checkouts, so reads back off with age (a tenth of the payment's age since
 * its last read, between 1 and 30 minutes: a fresh one about every minute,
 * an hour-old one every 6 minutes), instead of asking the provider about
 * every abandoned checkout every minute. A payment whose page is open is
 * read by its own status polls anyway. Each read goes through
 * refreshPayment (the same throttle and applyIntent as a status poll).
 */
export async function reconcilePayments(now = new Date()): Promise<number> {
  const since = new Date(now.getTime() - DAY);
  const due = await db.$queryRaw<{ id: string }[]>`
    SELECT "id" FROM "payments"
    WHERE "status" = 'PENDING' AND "provider_payment_id" IS NOT NULL AND "flagged_reason" IS NULL
      AND "created_at" >= ${since}
      AND ("checked_at" IS NULL OR "checked_at" <= ${now}::timestamptz - LEAST(
            ${RECONCILE_MAX_GAP_MS}::int * interval '1 millisecond',
            GREATEST(${RECONCILE_MIN_GAP_MS}::int * interval '1 millisecond', (${now}::timestamptz - "created_at") / 10)))
    ORDER BY "checked_at" ASC NULLS FIRST
    LIMIT ${RECONCILE_BATCH}`;
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
  // The abandoned-checkout reminders (./reminders.ts), once a minute too.
  await checkoutRemindersJob.enqueue(
    db,
    {},
    { dedupeKey: `tick:payments-remind:${Math.floor(now.getTime() / MINUTE)}` },
  );
}
