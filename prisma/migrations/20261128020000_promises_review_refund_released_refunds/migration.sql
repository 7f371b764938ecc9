-- AlterTable
ALTER TABLE "order_items" ADD COLUMN     "cancel_requested_at" TIMESTAMPTZ(3),
ADD COLUMN     "kept_after_refund_at" TIMESTAMPTZ(3),
ADD COLUMN     "review_refunded_at" TIMESTAMPTZ(3);

-- AlterTable
ALTER TABLE "refunds" ADD COLUMN     "replaced_at" TIMESTAMPTZ(3);

