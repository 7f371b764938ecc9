-- Promotions with dates (docs/product-rules.md#promotions): percent off, or free
-- extra quantity, for a stated period; the payment that took one keeps what it
-- gave. And the checkout device a discount code's per-customer limit counts.

-- CreateEnum
CREATE TYPE "PromotionKind" AS ENUM ('PERCENT', 'EXTRA');

-- CreateTable
CREATE TABLE "promotions" (
    "id" UUID NOT NULL,
    "title" VARCHAR(60) NOT NULL,
    "kind" "PromotionKind" NOT NULL,
    "value" INTEGER NOT NULL,
    "services" JSONB NOT NULL DEFAULT '[]',
    "starts_at" TIMESTAMPTZ(3) NOT NULL,
    "ends_at" TIMESTAMPTZ(3) NOT NULL,
    "ended_at" TIMESTAMPTZ(3),
    "created_by" VARCHAR(32) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "promotions_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "promotions_value_range" CHECK (
      ("kind" = 'PERCENT' AND "value" BETWEEN 1 AND 90) OR ("kind" = 'EXTRA' AND "value" BETWEEN 1 AND 100)),
    -- A promotion ends, and within 90 days: an offer that never ends is the price.
    CONSTRAINT "promotions_dates" CHECK (
      "starts_at" < "ends_at" AND "ends_at" <= "starts_at" + INTERVAL '90 days'),
    CONSTRAINT "promotions_title_present" CHECK (length(btrim("title")) > 0)
);

-- CreateIndex
CREATE INDEX "promotions_ends_at_idx" ON "promotions"("ends_at");

-- AlterTable
ALTER TABLE "payments" ADD COLUMN "promotion_id" UUID,
ADD COLUMN "promotion_discount_fils" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN "bonus_quantity" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN "device_id" VARCHAR(22),
ADD CONSTRAINT "payments_promotion_range" CHECK (
  "promotion_discount_fils" >= 0 AND "bonus_quantity" >= 0
  AND "amount_fils" + "code_discount_fils" + "promotion_discount_fils" <= "list_amount_fils"
  AND ("promotion_id" IS NOT NULL OR ("promotion_discount_fils" = 0 AND "bonus_quantity" = 0)));

-- CreateIndex
CREATE INDEX "payments_promotion_id_created_at_idx" ON "payments"("promotion_id", "created_at");
CREATE INDEX "payments_device_id_idx" ON "payments"("device_id");

-- AddForeignKey
ALTER TABLE "payments" ADD CONSTRAINT "payments_promotion_id_fkey" FOREIGN KEY ("promotion_id") REFERENCES "promotions"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
