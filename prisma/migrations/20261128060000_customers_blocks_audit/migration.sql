-- CreateEnum
CREATE TYPE "AuditActor" AS ENUM ('OPERATOR', 'STORE');

-- CreateEnum
CREATE TYPE "BlockKind" AS ENUM ('ACCOUNT', 'VIDEO', 'LINK');

-- AlterTable
ALTER TABLE "operator_actions" ADD COLUMN     "actor" "AuditActor" NOT NULL DEFAULT 'OPERATOR',
ADD COLUMN     "amount_fils" INTEGER,
ADD COLUMN     "customer_id" UUID;

-- CreateTable
CREATE TABLE "customer_notes" (
    "user_id" UUID NOT NULL,
    "note" VARCHAR(2000) NOT NULL,
    "updated_by" VARCHAR(32) NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "customer_notes_pkey" PRIMARY KEY ("user_id")
);

-- CreateTable
CREATE TABLE "blocks" (
    "id" UUID NOT NULL,
    "kind" "BlockKind" NOT NULL,
    "user_id" UUID,
    "video_id" VARCHAR(32),
    "link" VARCHAR(2048),
    "reason" VARCHAR(500) NOT NULL,
    "created_by" VARCHAR(32) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "blocks_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "blocks_user_id_key" ON "blocks"("user_id");

-- CreateIndex
CREATE UNIQUE INDEX "blocks_video_id_key" ON "blocks"("video_id");

-- CreateIndex
CREATE UNIQUE INDEX "blocks_link_key" ON "blocks"("link");

-- CreateIndex
CREATE INDEX "operator_actions_customer_id_created_at_idx" ON "operator_actions"("customer_id", "created_at");

-- CreateIndex
CREATE INDEX "operator_actions_action_created_at_idx" ON "operator_actions"("action", "created_at");

-- AddForeignKey
ALTER TABLE "customer_notes" ADD CONSTRAINT "customer_notes_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "blocks" ADD CONSTRAINT "blocks_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- A block names exactly the one thing its kind says.
ALTER TABLE "blocks" ADD CONSTRAINT "blocks_one_target" CHECK (
  ("kind" = 'ACCOUNT' AND "user_id" IS NOT NULL AND "video_id" IS NULL AND "link" IS NULL) OR
  ("kind" = 'VIDEO' AND "video_id" IS NOT NULL AND "user_id" IS NULL AND "link" IS NULL) OR
  ("kind" = 'LINK' AND "link" IS NOT NULL AND "user_id" IS NULL AND "video_id" IS NULL)
);

-- The store's own entries name no operator; an operator's always do.
ALTER TABLE "operator_actions" ADD CONSTRAINT "operator_actions_actor_name" CHECK (
  ("actor" = 'STORE' AND "operator_name" = '') OR ("actor" = 'OPERATOR' AND "operator_name" <> '')
);
