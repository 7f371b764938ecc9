-- AlterTable
ALTER TABLE "order_items" ADD COLUMN     "failover_reason" VARCHAR(500),
ADD COLUMN     "panel" VARCHAR(16) NOT NULL DEFAULT 'primary',
ADD COLUMN     "panel_service_id" VARCHAR(64);

-- AlterTable
ALTER TABLE "panel_services" DROP CONSTRAINT "panel_services_pkey",
ADD COLUMN     "panel" VARCHAR(16) NOT NULL DEFAULT 'primary',
ADD CONSTRAINT "panel_services_pkey" PRIMARY KEY ("panel", "kind");

-- AlterTable
ALTER TABLE "fulfilment_control" ADD COLUMN     "secondary_balance" VARCHAR(32),
ADD COLUMN     "secondary_balance_checked_at" TIMESTAMPTZ(3),
ADD COLUMN     "secondary_currency" VARCHAR(8);

-- AlterTable
ALTER TABLE "sim_panel_orders" ADD COLUMN     "instance" INTEGER NOT NULL DEFAULT 1;

-- CreateTable
CREATE TABLE "panel_charges" (
    "id" UUID NOT NULL,
    "panel" VARCHAR(16) NOT NULL,
    "external_order_id" VARCHAR(64) NOT NULL,
    "item_id" UUID NOT NULL,
    "charge" VARCHAR(32) NOT NULL,
    "currency" VARCHAR(8) NOT NULL,
    "recorded_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "panel_charges_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "exchange_rates" (
    "currency" VARCHAR(8) NOT NULL,
    "aed_per_unit" VARCHAR(32) NOT NULL,
    "set_at" TIMESTAMPTZ(3) NOT NULL,
    "set_by" VARCHAR(32) NOT NULL,

    CONSTRAINT "exchange_rates_pkey" PRIMARY KEY ("currency")
);

-- CreateTable
CREATE TABLE "service_mappings" (
    "panel" VARCHAR(16) NOT NULL,
    "kind" "ItemKind" NOT NULL,
    "service_id" VARCHAR(64) NOT NULL,
    "set_at" TIMESTAMPTZ(3) NOT NULL,
    "set_by" VARCHAR(32) NOT NULL,

    CONSTRAINT "service_mappings_pkey" PRIMARY KEY ("panel","kind")
);

-- CreateIndex
CREATE INDEX "panel_charges_item_id_idx" ON "panel_charges"("item_id");

-- CreateIndex
CREATE UNIQUE INDEX "panel_charges_panel_external_order_id_key" ON "panel_charges"("panel", "external_order_id");

-- CreateIndex
CREATE INDEX "sim_panel_orders_instance_link_idx" ON "sim_panel_orders"("instance", "link");

-- AddForeignKey
ALTER TABLE "panel_charges" ADD CONSTRAINT "panel_charges_item_id_fkey" FOREIGN KEY ("item_id") REFERENCES "order_items"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- Decimals as text, checked here: SUM("charge"::numeric) and the cost per day never meet a bad value.
ALTER TABLE "panel_charges" ADD CONSTRAINT "panel_charges_charge_decimal" CHECK ("charge" ~ '^[0-9]{1,12}(\.[0-9]{1,8})?$');
ALTER TABLE "exchange_rates" ADD CONSTRAINT "exchange_rates_positive_decimal" CHECK ("aed_per_unit" ~ '^[0-9]{1,6}(\.[0-9]{1,8})?$' AND "aed_per_unit"::numeric > 0);

-- The simulated panel's accounts: 1, and 2 for the second simulated panel.
ALTER TABLE "sim_panel_account" DROP CONSTRAINT "sim_panel_account_single_row";
ALTER TABLE "sim_panel_account" ADD CONSTRAINT "sim_panel_account_one_per_panel" CHECK ("id" IN (1, 2));
