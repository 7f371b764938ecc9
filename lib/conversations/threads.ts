import "server-only";

import { db, transaction, type Tx } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { ORDER_NOT_FOUND_MESSAGE, orderRefusal, ownedOrder, type OrderOwner } from "@/lib/fulfilment";
import { enforce } from "@/lib/rate-limit";

import { CONVERSATION_MESSAGES as M, type ThreadView } from "./contract";
import { CLIENT_MESSAGE_LIMIT, CONTACT_MESSAGES_PER_DAY, ORDER_MESSAGES_PER_DAY } from "./limits";

// The customer's side of a conversation (docs/conversations.md): the thread on
// an order's page, for whoever may see the order (its account, or a guest
// holding its payment id: ownership is part of every query), and the contact
// page's message from an address.

const DAY_MS = 24 * 60 * 60_000;
/** Messages a thread shows at most (the newest). */
export const THREAD_MAX_MESSAGES = 200;

/** The order, if `owner` may see it, else the order page's refusal (404, or the way to sign in). */
async function visibleOrder(client: Tx | typeof db, orderId: string, owner: OrderOwner) {
  const where = ownedOrder(orderId, owner);
  if (!where) throw new AppError("NOT_FOUND", ORDER_NOT_FOUND_MESSAGE);
  const order = await client.order.findFirst({ where, select: { id: true, userId: true } });
  if (order) return order;
  if (!owner.paymentId) throw new AppError("NOT_FOUND", ORDER_NOT_FOUND_MESSAGE);
  throw await orderRefusal({ id: orderId, paymentId: owner.paymentId }, owner.userId);
}

async function threadOf(client: Tx | typeof db, orderId: string): Promise<ThreadView> {
  const conversation = await client.conversation.findUnique({
    where: { orderId },
    select: {
      status: true,
      messages: { orderBy: { createdAt: "desc" }, take: THREAD_MAX_MESSAGES },
    },
  });
  return {
    status: conversation?.status ?? null,
    messages: (conversation?.messages ?? []).reverse().map((m) => ({
      id: m.id,
      from: m.author === "CUSTOMER" ? "customer" : "store",
      body: m.body,
      at: m.createdAt.toISOString(),
    })),
  };
}

/** GET /api/orders/{orderId}/messages: the order's thread, for whoever may see the order. */
export async function threadForOwner(orderId: string, owner: OrderOwner): Promise<ThreadView> {
  await visibleOrder(db, orderId, owner);
  return threadOf(db, orderId);
}

/**
 * POST /api/orders/{orderId}/messages: the customer writes about the order.
 * The thread opens (or reopens) waiting for an operator; limited per client
 * address and per order a day (the order's thread row is locked while its
 * day's messages are counted, so racing posts cannot pass the limit).
 */
export async function postOrderMessage(
  orderId: string,
  owner: OrderOwner,
  body: string,
  client: string,
  now = new Date(),
): Promise<ThreadView> {
  await enforce({ key: `message:ip:${client}`, ...CLIENT_MESSAGE_LIMIT }, M.tooManyFromClient);
  return transaction(async (tx) => {
    const order = await visibleOrder(tx, orderId, owner);
    const [thread] = await tx.$queryRaw<{ id: string }[]>`
      INSERT INTO "conversations" ("id", "order_id", "user_id", "status", "waiting_since", "last_message_at", "created_at")
      VALUES (gen_random_uuid(), ${order.id}::uuid, ${order.userId}::uuid, 'OPEN', ${now}, ${now}, ${now})
      ON CONFLICT ("order_id") DO UPDATE SET
        "status" = 'OPEN',
        "waiting_since" = COALESCE("conversations"."waiting_since", EXCLUDED."waiting_since"),
        "last_message_at" = EXCLUDED."last_message_at"
      RETURNING "id"::text AS "id"`;
    const today = await tx.conversationMessage.count({
      where: { conversationId: thread!.id, author: "CUSTOMER", createdAt: { gt: new Date(now.getTime() - DAY_MS) } },
    });
    if (today >= ORDER_MESSAGES_PER_DAY) throw new AppError("RATE_LIMITED", M.tooManyOnOrder);
    await tx.conversationMessage.create({
      data: { conversationId: thread!.id, author: "CUSTOMER", body, createdAt: now },
    });
    return threadOf(tx, order.id);
  });
}

/**
 * POST /api/contact: a message from an address, about no order (or from a
 * customer the checkout refused). It joins that address's thread still open,
 * else starts one; limited per client address and per address a day.
 */
export async function postContactMessage(
  input: { email: string; body: string; userId: string | null },
  client: string,
  now = new Date(),
): Promise<void> {
  const email = input.email.trim().toLowerCase();
  await enforce({ key: `message:ip:${client}`, ...CLIENT_MESSAGE_LIMIT }, M.tooManyFromClient);
  await enforce(
    { key: `contact:email:${email}`, limit: CONTACT_MESSAGES_PER_DAY, windowSeconds: DAY_MS / 1000 },
    M.tooManyFromClient,
  );
  await transaction(async (tx) => {
    const open = await tx.conversation.findFirst({
      where: { email, orderId: null, status: { not: "CLOSED" } },
      orderBy: { lastMessageAt: "desc" },
      select: { id: true, waitingSince: true },
    });
    const thread =
      open ??
      (await tx.conversation.create({
        data: { email, userId: input.userId, status: "OPEN", waitingSince: now, lastMessageAt: now, createdAt: now },
        select: { id: true, waitingSince: true },
      }));
    await tx.conversation.update({
      where: { id: thread.id },
      data: { status: "OPEN", waitingSince: thread.waitingSince ?? now, lastMessageAt: now },
    });
    await tx.conversationMessage.create({
      data: { conversationId: thread.id, author: "CUSTOMER", body: input.body, createdAt: now },
    });
  });
}
