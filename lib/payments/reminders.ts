import "server-only";

import { z } from "zod";

import { db, transaction } from "@/lib/db";
import { defineJob } from "@/lib/jobs";
import { composeCheckoutReminder, isOptedOut, PLACEHOLDER_EMAIL, queueMail } from "@/lib/mail";

import { refreshPayment } from "./status";

const MINUTE = 60_000;

/** A payment's order as the buyer left it: what a reminder says and the resume page shows. */
export const ORDER_AS_LEFT = {
  id: true,
  serviceType: true,
  quantity: true,
  bonusQuantity: true,
  tiktokUrl: true,
  amountFils: true,
  listAmountFils: true,
  discountCode: { select: { code: true } },
} as const;

/**
 * Abandoned checkouts (docs/checkout-reminders.md): a guest who gave an
 * e-mail and ticked the reminder box gets one reminder when the payment is
 * still unpaid this long after it was created. An hour: long enough for a
 * buyer still at the card form (or whose bank is slow) never to be reminded
 * of a payment they are making, short enough that the intent is still open.
 */
export const REMINDER_DELAY_MS = 60 * MINUTE;
/** Older unpaid payments are not reminded (the buyer has moved on; the reconcile pass stops reading them at a day too). */
export const REMINDER_MAX_AGE_MS = 24 * 60 * MINUTE;
/** Payments one pass looks at, at most (the oldest due first): each costs a read at the provider. */
export const REMINDER_BATCH = 50;

/**
 * Whether a new payment keeps the buyer's consent: a guest's (an account's
 * payment is reached through the account), with an address they gave, and
 * not one started again from a reminder (never reminded twice).
 */
export function remindable(
  consent: boolean | undefined,
  email: string,
  caller: { userId: string | null; resumedFrom?: string },
): boolean {
  return consent === true && email !== PLACEHOLDER_EMAIL && !caller.userId && !caller.resumedFrom;
}

/**
 * One pass: for every consenting unpaid payment due, the provider is asked
 * first (a buyer who paid but whose webhook is late is not reminded); then,
 * in one transaction with the payment's row locked, a reminder row keyed by
 * the payment is written and its e-mail queued. The key makes it once: two
 * workers, a retried job or a later pass find the row and queue nothing.
 * Returns how many reminders were queued.
 */
export async function remindAbandonedCheckouts(now = new Date()): Promise<number> {
  const due = await db.$queryRaw<{ id: string }[]>`
    SELECT p."id" FROM "payments" p
    WHERE p."reminder_consent" AND p."status" = 'PENDING' AND p."flagged_reason" IS NULL
      AND p."customer_email" <> ${PLACEHOLDER_EMAIL}
      AND p."created_at" <= ${new Date(now.getTime() - REMINDER_DELAY_MS)}
      AND p."created_at" > ${new Date(now.getTime() - REMINDER_MAX_AGE_MS)}
      AND NOT EXISTS (SELECT 1 FROM "checkout_reminders" r WHERE r."payment_id" = p."id")
      AND NOT EXISTS (SELECT 1 FROM "marketing_opt_outs" o WHERE o."email" = lower(p."customer_email"))
    ORDER BY p."created_at" ASC
    LIMIT ${REMINDER_BATCH}`;
  let queued = 0;
  for (const { id } of due) {
    // Outside any transaction: an HTTP call to the provider (a paid intent becomes an order here).
    await refreshPayment(id, now);
    const sent = await transaction(async (tx) => {
      const [payment] = await tx.$queryRaw<{ status: string; customer_email: string }[]>`
        SELECT "status"::text AS "status", "customer_email" FROM "payments" WHERE "id" = ${id} FOR UPDATE`;
      if (payment?.status !== "PENDING" || (await isOptedOut(tx, payment.customer_email))) return false;
      const inserted = await tx.$executeRaw`
        INSERT INTO "checkout_reminders" ("payment_id", "email") VALUES (${id}, ${payment.customer_email})
        ON CONFLICT ("payment_id") DO NOTHING`;
      if (inserted !== 1) return false;
      const facts = await tx.payment.findUniqueOrThrow({
        where: { id },
        select: { ...ORDER_AS_LEFT, customerEmail: true },
      });
      await queueMail(
        tx,
        composeCheckoutReminder({ ...facts, to: facts.customerEmail, code: facts.discountCode?.code ?? null }),
      );
      return true;
    });
    if (sent) queued++;
  }
  return queued;
}

export const checkoutRemindersJob = defineJob({
  type: "payments.remind",
  schema: z.object({}),
  maxAttempts: 1,
  async run() {
    await remindAbandonedCheckouts();
  },
});
