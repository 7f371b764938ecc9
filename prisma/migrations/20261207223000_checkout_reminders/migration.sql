-- Abandoned checkouts (docs/checkout-reminders.md): a guest who gave an e-mail
-- may agree, per payment, to one reminder; a reminder is a row keyed by its
-- payment, so it is written (and its e-mail queued) once however many workers
-- look; an address that unsubscribed gets no marketing mail again.

-- A marketing mail whose turn came when it was no longer wanted (the order was
-- paid, the address unsubscribed): kept, never sent.
ALTER TYPE "EmailStatus" ADD VALUE IF NOT EXISTS 'WITHDRAWN';

-- AlterTable
ALTER TABLE "payments" ADD COLUMN "reminder_consent" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN "resumed_from_id" VARCHAR(64),
-- Consent means nothing without an address of the buyer's own.
ADD CONSTRAINT "payments_reminder_consent_address" CHECK (NOT "reminder_consent" OR "customer_email" <> 'guest@example.com'),
ADD CONSTRAINT "payments_resumed_from_id_fkey" FOREIGN KEY ("resumed_from_id") REFERENCES "payments"("id") ON DELETE SET NULL ON UPDATE CASCADE,
ADD CONSTRAINT "payments_resumed_from_other" CHECK ("resumed_from_id" IS NULL OR "resumed_from_id" <> "id");

CREATE INDEX "payments_resumed_from_id_idx" ON "payments"("resumed_from_id");

-- CreateTable
CREATE TABLE "checkout_reminders" (
    "payment_id" VARCHAR(64) NOT NULL,
    "email" VARCHAR(320) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "checkout_reminders_pkey" PRIMARY KEY ("payment_id"),
    CONSTRAINT "checkout_reminders_payment_id_fkey" FOREIGN KEY ("payment_id") REFERENCES "payments"("id") ON DELETE CASCADE ON UPDATE CASCADE
);
CREATE INDEX "checkout_reminders_created_at_idx" ON "checkout_reminders"("created_at");

-- CreateTable
CREATE TABLE "marketing_opt_outs" (
    "email" VARCHAR(320) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "marketing_opt_outs_pkey" PRIMARY KEY ("email"),
    CONSTRAINT "marketing_opt_outs_lower" CHECK ("email" = lower("email"))
);
