-- CreateEnum
CREATE TYPE "RefillOrigin" AS ENUM ('SCHEDULE', 'CUSTOMER', 'OPERATOR');

-- CreateEnum
CREATE TYPE "RefillStatus" AS ENUM ('REQUESTED', 'PENDING', 'IN_PROGRESS', 'COMPLETED', 'REJECTED');

-- AlterTable
ALTER TABLE "order_items" ADD COLUMN     "completed_at" TIMESTAMPTZ(3),
ADD COLUMN     "late_flagged_at" TIMESTAMPTZ(3);

-- CreateTable
CREATE TABLE "refills" (
    "id" UUID NOT NULL,
    "item_id" UUID NOT NULL,
    "origin" "RefillOrigin" NOT NULL,
    "status" "RefillStatus" NOT NULL DEFAULT 'REQUESTED',
    "external_refill_id" VARCHAR(64),
    "last_error" TEXT,
    "synced_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "refills_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "panel_services" (
    "kind" "ItemKind" NOT NULL,
    "service_id" VARCHAR(64) NOT NULL,
    "name" VARCHAR(300),
    "rate" VARCHAR(32),
    "min" INTEGER,
    "max" INTEGER,
    "refill" BOOLEAN NOT NULL DEFAULT false,
    "cancel" BOOLEAN NOT NULL DEFAULT false,
    "problem" TEXT,
    "checked_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "panel_services_pkey" PRIMARY KEY ("kind")
);

-- CreateTable
CREATE TABLE "fulfilment_control" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "paused_at" TIMESTAMPTZ(3),
    "pause_reason" TEXT,
    "needed_balance" VARCHAR(32),
    "balance" VARCHAR(32),
    "currency" VARCHAR(8),
    "balance_checked_at" TIMESTAMPTZ(3),
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "fulfilment_control_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "sim_panel_orders" (
    "id" SERIAL NOT NULL,
    "service" VARCHAR(64) NOT NULL,
    "link" VARCHAR(2048) NOT NULL,
    "quantity" INTEGER NOT NULL,
    "outcome" VARCHAR(16) NOT NULL DEFAULT 'complete',
    "partial_remains" INTEGER,
    "start_count" INTEGER NOT NULL,
    "charge" VARCHAR(32) NOT NULL,
    "cancelled_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "sim_panel_orders_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "sim_panel_refills" (
    "id" SERIAL NOT NULL,
    "order_id" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "sim_panel_refills_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "sim_panel_account" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "balance" VARCHAR(32) NOT NULL,

    CONSTRAINT "sim_panel_account_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "refills_item_id_created_at_idx" ON "refills"("item_id", "created_at");

-- CreateIndex
CREATE INDEX "refills_status_idx" ON "refills"("status");

-- CreateIndex
CREATE INDEX "sim_panel_orders_link_idx" ON "sim_panel_orders"("link");

-- CreateIndex
CREATE INDEX "order_items_status_synced_at_idx" ON "order_items"("status", "synced_at");

-- AddForeignKey
ALTER TABLE "refills" ADD CONSTRAINT "refills_item_id_fkey" FOREIGN KEY ("item_id") REFERENCES "order_items"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sim_panel_refills" ADD CONSTRAINT "sim_panel_refills_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "sim_panel_orders"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- Single-row tables: there is only one pause switch and one simulated account.
ALTER TABLE "fulfilment_control" ADD CONSTRAINT "fulfilment_control_single_row" CHECK ("id" = 1);
ALTER TABLE "sim_panel_account" ADD CONSTRAINT "sim_panel_account_single_row" CHECK ("id" = 1);
