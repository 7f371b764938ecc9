-- CreateTable
CREATE TABLE "analysis_reports" (
    "id" VARCHAR(32) NOT NULL,
    "result" JSONB NOT NULL,
    "user_id" UUID,
    "saved_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "analysis_reports_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "analysis_reports_created_at_idx" ON "analysis_reports"("created_at");

-- CreateIndex
CREATE INDEX "analysis_reports_user_id_idx" ON "analysis_reports"("user_id");

-- AddForeignKey
ALTER TABLE "analysis_reports" ADD CONSTRAINT "analysis_reports_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

