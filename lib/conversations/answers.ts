import "server-only";

import { db, transaction, type Tx } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { recordAudit, type AuditActor } from "@/lib/ledger";
import { customerAddress, orderPageUrl, queueMail, renderMail } from "@/lib/mail";

// The operator's side of a conversation (docs/conversations.md): an answer in
// the thread, or a first message to a customer about an order or to their
// account, e-mailed to the customer once per message (the e-mail's key is the
// message), audited in the same transaction.

export const THREAD_NOT_FOUND_MESSAGE = "المحادثة غير موجودة";
const ORDER_MISSING = "الطلب غير موجود";
const CUSTOMER_MISSING = "العميل غير موجود";

/** Where an operator's message goes: a thread, an order's thread, or a customer's own thread. */
export type MessageTarget = { conversationId: string } | { orderId: string } | { userId: string };

export interface OperatorMessage {
  conversationId: string;
  messageId: string;
  /** The address the answer was e-mailed to; null when the customer left none. */
  emailedTo: string | null;
}

interface Thread {
  id: string;
  orderId: string | null;
  userId: string | null;
  email: string | null;
}

const THREAD_FIELDS = { id: true, orderId: true, userId: true, email: true } as const;

/** The thread a target names, created for an order or an account without one (locked either way). */
async function threadFor(tx: Tx, target: MessageTarget, now: Date): Promise<Thread> {
  if ("conversationId" in target) {
    const [row] = await tx.$queryRaw<Thread[]>`
      SELECT "id"::text AS "id", "order_id"::text AS "orderId", "user_id"::text AS "userId", "email"
      FROM "conversations" WHERE "id" = ${target.conversationId}::uuid FOR UPDATE`;
    if (!row) throw new AppError("NOT_FOUND", THREAD_NOT_FOUND_MESSAGE);
    return row;
  }
  if ("orderId" in target) {
    const order = await tx.order.findUnique({ where: { id: target.orderId }, select: { id: true, userId: true } });
    if (!order) throw new AppError("NOT_FOUND", ORDER_MISSING);
    await tx.$executeRaw`
      INSERT INTO "conversations" ("id", "order_id", "user_id", "status", "last_message_at", "created_at")
      VALUES (gen_random_uuid(), ${order.id}::uuid, ${order.userId}::uuid, 'WAITING', ${now}, ${now})
      ON CONFLICT ("order_id") DO NOTHING`;
    const [row] = await tx.$queryRaw<Thread[]>`
      SELECT "id"::text AS "id", "order_id"::text AS "orderId", "user_id"::text AS "userId", "email"
      FROM "conversations" WHERE "order_id" = ${order.id}::uuid FOR UPDATE`;
    return row!;
  }
  const user = await tx.user.findUnique({ where: { id: target.userId }, select: { id: true } });
  if (!user) throw new AppError("NOT_FOUND", CUSTOMER_MISSING);
  const open = await tx.conversation.findFirst({
    where: { userId: user.id, orderId: null, status: { not: "CLOSED" } },
    orderBy: { lastMessageAt: "desc" },
    select: THREAD_FIELDS,
  });
  return (
    open ??
    tx.conversation.create({
      data: { userId: user.id, status: "WAITING", lastMessageAt: now, createdAt: now },
      select: THREAD_FIELDS,
    })
  );
}

/** Who reads the answer: the order's address (the one given at checkout, else the account's verified one), the account's, or the contact page's. */
async function recipientOf(tx: Tx, thread: Thread): Promise<{ to: string | null; orderUrl: string | null }> {
  if (thread.orderId) {
    const order = await tx.order.findUniqueOrThrow({
      where: { id: thread.orderId },
      select: { userId: true, payment: { select: { id: true, customerEmail: true } } },
    });
    const to = await customerAddress(tx, { checkoutEmail: order.payment?.customerEmail ?? null, userId: order.userId });
    return { to, orderUrl: `${orderPageUrl(thread.orderId, order.payment?.id ?? null)}#conversation` };
  }
  if (thread.email) return { to: thread.email, orderUrl: null };
  return { to: await customerAddress(tx, { checkoutEmail: null, userId: thread.userId }), orderUrl: null };
}

/**
 * An operator writes in a thread (answers, or starts one about an order or
 * to an account): the message, the thread waiting for the customer (or
 * closed), its e-mail queued and its audit entry, in one transaction.
 */
export async function writeToCustomer(
  operator: { id: string; username: string },
  target: MessageTarget,
  body: string,
  options: { close?: boolean } = {},
  now = new Date(),
): Promise<OperatorMessage> {
  const actor: AuditActor = { kind: "operator", ...operator };
  return transaction(async (tx) => {
    const thread = await threadFor(tx, target, now);
    const message = await tx.conversationMessage.create({
      data: {
        conversationId: thread.id,
        author: "OPERATOR",
        operatorName: operator.username.slice(0, 32),
        body,
        createdAt: now,
      },
      select: { id: true },
    });
    await tx.conversation.update({
      where: { id: thread.id },
      data: { status: options.close ? "CLOSED" : "WAITING", waitingSince: null, lastMessageAt: now },
    });
    const { to, orderUrl } = await recipientOf(tx, thread);
    if (to)
      await queueMail(tx, {
        key: `conversation-message:${message.id}`,
        kind: "conversation-message",
        to,
        orderId: thread.orderId,
        ...renderMail({
          subject: thread.orderId ? "ردّ على رسالتك عن طلبك" : "رسالة من فريق المتجر",
          paragraphs: ["كتب إليك فريقنا:", ...body.split(/\n{2,}/)],
          ...(orderUrl
            ? { action: { label: "الرد من صفحة طلبك", href: orderUrl } }
            : { note: "للرد، راسلنا من صفحة «تواصل معنا» في المتجر." }),
        }),
      });
    await recordAudit(tx, actor, {
      action: "conversation-message",
      orderId: thread.orderId,
      customerId: thread.userId,
      reason: body.slice(0, 200),
      after: { conversationId: thread.id, messageId: message.id, emailedTo: to, closed: options.close === true },
    });
    return { conversationId: thread.id, messageId: message.id, emailedTo: to };
  });
}

/** An operator closes a thread without writing (or opens it again). Audited. */
export async function setThreadClosed(
  operator: { id: string; username: string },
  conversationId: string,
  closed: boolean,
): Promise<void> {
  const actor: AuditActor = { kind: "operator", ...operator };
  await transaction(async (tx) => {
    const thread = await threadFor(tx, { conversationId }, new Date());
    await tx.conversation.update({
      where: { id: thread.id },
      data: closed ? { status: "CLOSED", waitingSince: null } : { status: "WAITING" },
    });
    await recordAudit(tx, actor, {
      action: closed ? "conversation-closed" : "conversation-reopened",
      orderId: thread.orderId,
      customerId: thread.userId,
      after: { conversationId: thread.id },
    });
  });
}

/** Unanswered threads: open (the customer wrote last) since before `before`, the oldest first. */
export async function unansweredThreads(before: Date, page: { skip: number; take: number }) {
  const where = { status: "OPEN" as const, waitingSince: { lt: before } };
  const [count, rows] = await Promise.all([
    db.conversation.count({ where }),
    db.conversation.findMany({
      where,
      orderBy: [{ waitingSince: "asc" }, { id: "asc" }],
      select: { id: true, orderId: true, email: true, waitingSince: true, user: { select: { username: true } } },
      ...page,
    }),
  ]);
  return { count, rows };
}
