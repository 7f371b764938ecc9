-- CreateEnum
CREATE TYPE "AccountTokenPurpose" AS ENUM ('VERIFY_EMAIL', 'RESET_PASSWORD');

-- CreateEnum
CREATE TYPE "EmailStatus" AS ENUM ('PENDING', 'SENDING', 'SENT', 'UNKNOWN');

-- AlterTable
ALTER TABLE "users" ADD COLUMN     "email" VARCHAR(320),
ADD COLUMN     "email_key" VARCHAR(320),
ADD COLUMN     "email_verified_at" TIMESTAMPTZ(3);

-- CreateTable
CREATE TABLE "account_tokens" (
    "id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "purpose" "AccountTokenPurpose" NOT NULL,
    "token_hash" CHAR(64) NOT NULL,
    "email" VARCHAR(320),
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "used_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "account_tokens_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "emails" (
    "id" UUID NOT NULL,
    "key" VARCHAR(200) NOT NULL,
    "kind" VARCHAR(32) NOT NULL,
    "to" VARCHAR(320) NOT NULL,
    "subject" VARCHAR(300) NOT NULL,
    "html" TEXT,
    "text" TEXT,
    "order_id" UUID,
    "status" "EmailStatus" NOT NULL DEFAULT 'PENDING',
    "attempt_id" UUID,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "message_id" VARCHAR(300),
    "last_error" TEXT,
    "sent_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "emails_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "account_tokens_token_hash_key" ON "account_tokens"("token_hash");

-- CreateIndex
CREATE INDEX "account_tokens_user_id_purpose_idx" ON "account_tokens"("user_id", "purpose");

-- CreateIndex
CREATE INDEX "account_tokens_expires_at_idx" ON "account_tokens"("expires_at");

-- CreateIndex
CREATE UNIQUE INDEX "emails_key_key" ON "emails"("key");

-- CreateIndex
CREATE INDEX "emails_order_id_idx" ON "emails"("order_id");

-- CreateIndex
CREATE INDEX "emails_status_created_at_idx" ON "emails"("status", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "users_email_key_key" ON "users"("email_key");

-- AddForeignKey
ALTER TABLE "account_tokens" ADD CONSTRAINT "account_tokens_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

