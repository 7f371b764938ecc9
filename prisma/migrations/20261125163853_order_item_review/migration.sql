-- CreateEnum
CREATE TYPE "ReviewResolution" AS ENUM ('STILL_UNKNOWN', 'FOUND', 'FOUND_WITHOUT_ID', 'SUBMITTED_AGAIN');

-- AlterTable
ALTER TABLE "order_items" ADD COLUMN     "link_busy_since" TIMESTAMPTZ(3),
ADD COLUMN     "review_candidate_id" VARCHAR(64),
ADD COLUMN     "review_checked_at" TIMESTAMPTZ(3),
ADD COLUMN     "review_checks" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "review_resolution" "ReviewResolution",
ADD COLUMN     "uncertain_since" TIMESTAMPTZ(3);

