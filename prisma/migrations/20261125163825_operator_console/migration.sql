-- AlterTable
ALTER TABLE "fulfilment_control" ADD COLUMN     "balance_at_pause" VARCHAR(32),
ADD COLUMN     "held_item_id" UUID;

-- AlterTable
ALTER TABLE "refunds" ADD COLUMN     "note" VARCHAR(500),
ADD COLUMN     "request_key" VARCHAR(64);

-- CreateTable
CREATE TABLE "operator_actions" (
    "id" UUID NOT NULL,
    "operator_id" UUID,
    "operator_name" VARCHAR(32) NOT NULL,
    "action" VARCHAR(64) NOT NULL,
    "order_id" UUID,
    "item_id" UUID,
    "reason" VARCHAR(500),
    "before" JSONB,
    "after" JSONB,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "operator_actions_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "operator_actions_order_id_created_at_idx" ON "operator_actions"("order_id", "created_at");

-- CreateIndex
CREATE INDEX "operator_actions_created_at_idx" ON "operator_actions"("created_at");

-- CreateIndex
CREATE UNIQUE INDEX "refunds_request_key_key" ON "refunds"("request_key");

-- AddForeignKey
ALTER TABLE "operator_actions" ADD CONSTRAINT "operator_actions_operator_id_fkey" FOREIGN KEY ("operator_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "operator_actions" ADD CONSTRAINT "operator_actions_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE CASCADE ON UPDATE CASCADE;

