-- CreateIndex
CREATE INDEX "free_view_claims_created_at_idx" ON "free_view_claims"("created_at");

