-- AlterTable
ALTER TABLE "payments" ADD COLUMN     "checked_at" TIMESTAMPTZ(3),
ADD COLUMN     "flagged_reason" TEXT;

-- CreateTable
CREATE TABLE "sim_payment_intents" (
    "id" VARCHAR(64) NOT NULL,
    "payment_id" VARCHAR(64) NOT NULL,
    "amount_fils" INTEGER NOT NULL,
    "currency" CHAR(3) NOT NULL,
    "message" VARCHAR(500) NOT NULL,
    "status" VARCHAR(32) NOT NULL DEFAULT 'requires_payment_instrument',
    "success_url" VARCHAR(2048) NOT NULL,
    "cancel_url" VARCHAR(2048) NOT NULL,
    "failure_url" VARCHAR(2048) NOT NULL,
    "paid_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "sim_payment_intents_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "sim_payment_intents_payment_id_key" ON "sim_payment_intents"("payment_id");

