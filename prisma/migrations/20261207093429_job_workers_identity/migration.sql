-- AlterTable
ALTER TABLE "job_workers" ADD COLUMN     "gone_at" TIMESTAMPTZ(3),
ADD COLUMN     "host_key" VARCHAR(100),
ADD COLUMN     "pid" INTEGER,
ADD COLUMN     "pid_start" VARCHAR(30);

-- CreateIndex
CREATE INDEX "job_workers_host_key_idx" ON "job_workers"("host_key");

