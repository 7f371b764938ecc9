-- Which process each worker is, so a restarted worker can prove its predecessor gone
-- (docs/fulfilment.md#jobs). IF NOT EXISTS: a store that ran this change's first,
-- withdrawn version already has the columns.

-- AlterTable
ALTER TABLE "job_workers" ADD COLUMN IF NOT EXISTS "gone_at" TIMESTAMPTZ(3),
ADD COLUMN IF NOT EXISTS "host_key" VARCHAR(100),
ADD COLUMN IF NOT EXISTS "pid" INTEGER,
ADD COLUMN IF NOT EXISTS "pid_start" VARCHAR(30);

-- CreateIndex
CREATE INDEX IF NOT EXISTS "job_workers_host_key_idx" ON "job_workers"("host_key");
