-- CreateTable
CREATE TABLE "price_lists" (
    "version" INTEGER NOT NULL,
    "prices" JSONB NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" VARCHAR(32) NOT NULL,

    CONSTRAINT "price_lists_pkey" PRIMARY KEY ("version")
);

