-- Conversations with customers (docs/conversations.md): a thread per order
-- (or per address, from the contact page, or per account, started by an
-- operator), text messages only, kept as long as their order.

-- CreateEnum
CREATE TYPE "ConversationStatus" AS ENUM ('OPEN', 'WAITING', 'CLOSED');

-- CreateEnum
CREATE TYPE "MessageAuthor" AS ENUM ('CUSTOMER', 'OPERATOR');

-- CreateTable
CREATE TABLE "conversations" (
    "id" UUID NOT NULL,
    "order_id" UUID,
    "user_id" UUID,
    "email" VARCHAR(320),
    "status" "ConversationStatus" NOT NULL DEFAULT 'OPEN',
    "waiting_since" TIMESTAMPTZ(3),
    "last_message_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "conversations_pkey" PRIMARY KEY ("id"),
    -- A thread is about something: an order, an address or an account.
    CONSTRAINT "conversations_about" CHECK ("order_id" IS NOT NULL OR "user_id" IS NOT NULL OR "email" IS NOT NULL),
    -- Waiting for an answer since the customer's first unanswered message: only while OPEN.
    CONSTRAINT "conversations_waiting_open" CHECK ("waiting_since" IS NULL OR "status" = 'OPEN'),
    CONSTRAINT "conversations_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "conversations_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- One thread per order.
CREATE UNIQUE INDEX "conversations_order_id_key" ON "conversations"("order_id");
CREATE INDEX "conversations_user_id_idx" ON "conversations"("user_id");
CREATE INDEX "conversations_email_idx" ON "conversations"("email");
CREATE INDEX "conversations_status_waiting_since_idx" ON "conversations"("status", "waiting_since");
CREATE INDEX "conversations_last_message_at_idx" ON "conversations"("last_message_at");

-- CreateTable
CREATE TABLE "conversation_messages" (
    "id" UUID NOT NULL,
    "conversation_id" UUID NOT NULL,
    "author" "MessageAuthor" NOT NULL,
    "operator_name" VARCHAR(32),
    "body" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "conversation_messages_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "conversation_messages_body_length" CHECK (char_length("body") BETWEEN 1 AND 2000),
    -- An operator's message names its operator; a customer's names nobody.
    CONSTRAINT "conversation_messages_operator" CHECK (("author" = 'OPERATOR') = ("operator_name" IS NOT NULL)),
    CONSTRAINT "conversation_messages_conversation_id_fkey" FOREIGN KEY ("conversation_id") REFERENCES "conversations"("id") ON DELETE CASCADE ON UPDATE CASCADE
);

CREATE INDEX "conversation_messages_conversation_id_created_at_idx" ON "conversation_messages"("conversation_id", "created_at");
