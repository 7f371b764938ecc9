import "server-only";

import { db } from "@/lib/db";

import { startOfStoreDay, storeTimeZone } from "./time";

// What the abandoned-checkout reminders brought (docs/checkout-reminders.md):
// over the campaigns report's period, by when each reminder was written.

export interface ReminderFigures {
  /** Reminders written in the period (one per payment). */
  queued: number;
  /** Of them, handed to the mail server. */
  sent: number;
  /** Of them, withdrawn at their turn (paid meanwhile, unsubscribed). */
  withdrawn: number;
  /** Sent reminders whose payment was paid after, by itself or by the payment its link started again. */
  recovered: number;
  /** What the recovered ones brought after refunds, VAT included (fils). */
  recoveredFils: number;
  /** Addresses that unsubscribed in the period. */
  unsubscribed: number;
}

/**
 * The figures for store days `from` to `to` (both included). A sent reminder
 * recovers its order when, after it was written, the payment itself was paid
 * or a payment started again from its link was (one paid before its mail went
 * was withdrawn, not recovered); that payment's amount less
 * its refunds is the recovered revenue (never counted twice: one per reminder).
 */
export async function reminderFigures(from: string, to: string, timeZone = storeTimeZone()): Promise<ReminderFigures> {
  const start = startOfStoreDay(from, timeZone);
  const end = new Date(startOfStoreDay(to, timeZone).getTime() + 24 * 60 * 60 * 1000);
  const [row] = await db.$queryRaw<
    { queued: number; sent: number; withdrawn: number; recovered: number; recoveredFils: bigint | null }[]
  >`
    SELECT count(*)::int AS "queued",
           count(*) FILTER (WHERE e."status" = 'SENT')::int AS "sent",
           count(*) FILTER (WHERE e."status" = 'WITHDRAWN')::int AS "withdrawn",
           count(w."id") FILTER (WHERE e."status" = 'SENT')::int AS "recovered",
           sum(w."amount_fils" - w."refunded_fils") FILTER (WHERE e."status" = 'SENT') AS "recoveredFils"
    FROM "checkout_reminders" r
    LEFT JOIN "emails" e ON e."key" = 'checkout-reminder:' || r."payment_id"
    LEFT JOIN LATERAL (
      SELECT p."id", p."amount_fils", p."refunded_fils" FROM "payments" p
      WHERE p."status" = 'COMPLETED' AND p."paid_at" >= r."created_at"
        AND (p."id" = r."payment_id" OR p."resumed_from_id" = r."payment_id")
      ORDER BY p."paid_at" LIMIT 1
    ) w ON true
    WHERE r."created_at" >= ${start} AND r."created_at" < ${end}`;
  const unsubscribed = await db.marketingOptOut.count({ where: { createdAt: { gte: start, lt: end } } });
  return {
    queued: row?.queued ?? 0,
    sent: row?.sent ?? 0,
    withdrawn: row?.withdrawn ?? 0,
    recovered: row?.recovered ?? 0,
    recoveredFils: Number(row?.recoveredFils ?? 0),
    unsubscribed,
  };
}
