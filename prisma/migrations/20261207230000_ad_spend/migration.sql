-- Ad spend and ad landings (docs/campaigns.md): what each campaign cost per
-- store day, in its currency's minor units and in fils at the rate of the day
-- it was entered (at most AED 1,000,000 a campaign a day); and every ad
-- landing the request guard saw, append-only (no row is updated, so a burst
-- of landings contends on nothing), for the campaigns report.

-- CreateTable
CREATE TABLE "ad_spend" (
    "id" UUID NOT NULL,
    "source" VARCHAR(40) NOT NULL,
    "campaign" VARCHAR(100) NOT NULL,
    "campaign_key" VARCHAR(100) NOT NULL,
    "day" DATE NOT NULL,
    "amount_minor" BIGINT NOT NULL,
    "currency" CHAR(3) NOT NULL,
    "aed_fils" INTEGER NOT NULL,
    "aed_per_unit" VARCHAR(32) NOT NULL,
    "set_by" VARCHAR(32) NOT NULL,
    "set_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "ad_spend_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "ad_spend_amount_range" CHECK (
      "amount_minor" BETWEEN 0 AND 10000000000000 AND "aed_fils" BETWEEN 0 AND 100000000),
    CONSTRAINT "ad_spend_currency_code" CHECK ("currency" ~ '^[A-Z]{3}$'),
    CONSTRAINT "ad_spend_aed_one_to_one" CHECK ("currency" <> 'AED' OR "aed_fils" = "amount_minor"),
    CONSTRAINT "ad_spend_names_present" CHECK (
      length(btrim("source")) > 0 AND length(btrim("campaign")) > 0 AND length("campaign_key") > 0),
    CONSTRAINT "ad_spend_day_range" CHECK ("day" BETWEEN DATE '2000-01-01' AND DATE '2100-12-31')
);

-- CreateTable
CREATE TABLE "ad_landings" (
    "id" BIGSERIAL NOT NULL,
    "at" TIMESTAMPTZ(3) NOT NULL,
    "source" VARCHAR(100),
    "campaign" VARCHAR(100),
    "content" VARCHAR(100),

    CONSTRAINT "ad_landings_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "ad_spend_day_idx" ON "ad_spend"("day");

-- CreateIndex
CREATE UNIQUE INDEX "ad_spend_source_campaign_key_day_key" ON "ad_spend"("source", "campaign_key", "day");

-- CreateIndex
CREATE INDEX "ad_landings_at_idx" ON "ad_landings"("at");

