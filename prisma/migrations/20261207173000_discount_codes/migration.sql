-- Discount codes (docs/product-rules.md#discount-codes): the code row, and the
-- payment that names it with what it took off; the tax invoice's discount line.

-- CreateEnum
CREATE TYPE "DiscountKind" AS ENUM ('PERCENT', 'FIXED');

-- CreateTable
CREATE TABLE "discount_codes" (
    "id" UUID NOT NULL,
    "code" VARCHAR(32) NOT NULL,
    "kind" "DiscountKind" NOT NULL,
    "value" INTEGER NOT NULL,
    "services" JSONB NOT NULL DEFAULT '[]',
    "starts_at" TIMESTAMPTZ(3),
    "ends_at" TIMESTAMPTZ(3),
    "max_uses" INTEGER,
    "budget_fils" INTEGER,
    "per_customer" INTEGER,
    "first_order_only" BOOLEAN NOT NULL DEFAULT false,
    "min_order_fils" INTEGER,
    "combines_with_returning" BOOLEAN NOT NULL DEFAULT false,
    "paused_at" TIMESTAMPTZ(3),
    "created_by" VARCHAR(32) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "discount_codes_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "discount_codes_code_format" CHECK ("code" ~ '^[A-Z0-9_-]{3,32}$'),
    CONSTRAINT "discount_codes_value_range" CHECK (
      ("kind" = 'PERCENT' AND "value" BETWEEN 1 AND 100) OR ("kind" = 'FIXED' AND "value" > 0)),
    CONSTRAINT "discount_codes_limits_positive" CHECK (
      ("max_uses" IS NULL OR "max_uses" > 0) AND ("budget_fils" IS NULL OR "budget_fils" > 0)
      AND ("per_customer" IS NULL OR "per_customer" > 0) AND ("min_order_fils" IS NULL OR "min_order_fils" >= 0)),
    CONSTRAINT "discount_codes_dates" CHECK ("starts_at" IS NULL OR "ends_at" IS NULL OR "starts_at" < "ends_at")
);

-- CreateIndex
CREATE UNIQUE INDEX "discount_codes_code_key" ON "discount_codes"("code");

-- AlterTable
ALTER TABLE "payments" ADD COLUMN "discount_code_id" UUID,
ADD COLUMN "code_discount_fils" INTEGER NOT NULL DEFAULT 0,
ADD CONSTRAINT "payments_code_discount_range" CHECK (
  "code_discount_fils" >= 0 AND "amount_fils" + "code_discount_fils" <= "list_amount_fils"
  AND ("discount_code_id" IS NOT NULL OR "code_discount_fils" = 0));

-- CreateIndex
CREATE INDEX "payments_discount_code_id_created_at_idx" ON "payments"("discount_code_id", "created_at");

-- AddForeignKey
ALTER TABLE "payments" ADD CONSTRAINT "payments_discount_code_id_fkey" FOREIGN KEY ("discount_code_id") REFERENCES "discount_codes"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AlterTable
ALTER TABLE "tax_invoices" ADD COLUMN "list_fils" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN "discount_fils" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN "discount_label" VARCHAR(80),
ADD CONSTRAINT "tax_invoices_discount_range" CHECK ("discount_fils" >= 0);
