-- AlterTable
ALTER TABLE "order_items" ADD COLUMN     "panel_service_cancel" BOOLEAN,
ADD COLUMN     "panel_service_refill" BOOLEAN;

