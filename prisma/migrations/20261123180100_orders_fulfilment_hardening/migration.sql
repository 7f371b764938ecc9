-- CreateEnum
CREATE TYPE "SubmissionState" AS ENUM ('NOT_SUBMITTED', 'SUBMITTING', 'SUBMITTED', 'NEEDS_REVIEW');

-- CreateEnum
CREATE TYPE "RefundReason" AS ENUM ('NOT_STARTED', 'PARTIAL', 'CANCELLED', 'LATE', 'REJECTED', 'OPERATOR');

-- CreateEnum
CREATE TYPE "RefundStatus" AS ENUM ('PENDING', 'PROCESSING', 'COMPLETED', 'FAILED');

-- CreateEnum
CREATE TYPE "UserRole" AS ENUM ('CUSTOMER', 'OPERATOR');

-- AlterEnum
ALTER TYPE "OrderStatus" ADD VALUE 'REFUNDED';

-- AlterEnum
-- (Renamed in place rather than recreated: the runner holds each migration in one
-- transaction, which a BEGIN/COMMIT pair inside the script would break.)
ALTER TYPE "JobStatus" RENAME VALUE 'FAILED' TO 'DEAD';

-- AlterTable
ALTER TABLE "users" ADD COLUMN     "role" "UserRole" NOT NULL DEFAULT 'CUSTOMER',
ADD COLUMN     "session_version" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "payments" ADD COLUMN     "refunded_fils" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "order_items" ADD COLUMN     "attempt_id" UUID,
ADD COLUMN     "attempted_at" TIMESTAMPTZ(3),
ADD COLUMN     "last_error" TEXT,
ADD COLUMN     "price_fils" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "submission" "SubmissionState" NOT NULL DEFAULT 'NOT_SUBMITTED';

-- AlterTable
ALTER TABLE "jobs" ADD COLUMN     "finished_at" TIMESTAMPTZ(3),
ADD COLUMN     "locked_until" TIMESTAMPTZ(3);

-- CreateTable
CREATE TABLE "refunds" (
    "id" UUID NOT NULL,
    "payment_id" VARCHAR(64) NOT NULL,
    "order_id" UUID NOT NULL,
    "item_id" UUID,
    "reason" "RefundReason" NOT NULL,
    "amount_fils" INTEGER NOT NULL,
    "status" "RefundStatus" NOT NULL DEFAULT 'PENDING',
    "provider_refund_id" VARCHAR(128),
    "last_error" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "refunds_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "refunds_order_id_idx" ON "refunds"("order_id");

-- CreateIndex
CREATE INDEX "refunds_status_idx" ON "refunds"("status");

-- CreateIndex
CREATE UNIQUE INDEX "refunds_item_id_reason_key" ON "refunds"("item_id", "reason");

-- CreateIndex
CREATE INDEX "order_items_submission_idx" ON "order_items"("submission");

-- CreateIndex
CREATE INDEX "jobs_status_locked_until_idx" ON "jobs"("status", "locked_until");

-- CreateIndex
CREATE INDEX "jobs_type_status_idx" ON "jobs"("type", "status");

-- AddForeignKey
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_fkey" FOREIGN KEY ("payment_id") REFERENCES "payments"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_item_id_fkey" FOREIGN KEY ("item_id") REFERENCES "order_items"("id") ON DELETE RESTRICT ON UPDATE CASCADE;


-- Money invariants the database enforces whatever the code does: refunds are
-- positive, never exceed what was paid, and item shares are never negative.
ALTER TABLE "payments" ADD CONSTRAINT "payments_refunded_within_amount"
  CHECK ("refunded_fils" >= 0 AND "refunded_fils" <= "amount_fils");
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_amount_positive" CHECK ("amount_fils" > 0);
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_price_not_negative" CHECK ("price_fils" >= 0);
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_quantity_positive" CHECK ("quantity" > 0);
ALTER TABLE "payments" ADD CONSTRAINT "payments_amount_not_negative" CHECK ("amount_fils" >= 0 AND "list_amount_fils" >= 0);
