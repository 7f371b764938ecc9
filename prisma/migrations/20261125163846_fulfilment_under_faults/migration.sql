-- AlterTable
ALTER TABLE "refills" ADD COLUMN     "sent_at" TIMESTAMPTZ(3);

-- AlterTable
ALTER TABLE "refunds" ADD COLUMN     "failures" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "request_id" UUID;

-- CreateTable
CREATE TABLE "job_workers" (
    "id" VARCHAR(100) NOT NULL,
    "heartbeat_at" TIMESTAMPTZ(3) NOT NULL,
    "started_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "job_workers_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "job_workers_heartbeat_at_idx" ON "job_workers"("heartbeat_at");

