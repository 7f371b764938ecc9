-- Which ad brought the payer (docs/ad-events.md#attribution): the first and the
-- last ad landing within the window, as the attribution cookie held them when
-- the payment was created; null for a visitor who came from no ad.

-- AlterTable
ALTER TABLE "payments" ADD COLUMN "attribution" JSONB,
ADD CONSTRAINT "payments_attribution_size" CHECK ("attribution" IS NULL OR octet_length("attribution"::text) <= 4000);
