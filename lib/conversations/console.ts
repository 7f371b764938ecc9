import "server-only";

import { db, type ConversationStatus } from "@/lib/db";

import { THREAD_MAX_MESSAGES } from "./threads";

// What the console reads of conversations (docs/conversations.md): the list,
// the customer waiting longest first, and one thread whole.

export const CONSOLE_THREADS_PAGE = 50;

/** The console's list: open threads (longest waiting first), then the rest by their last message. */
export async function consoleThreads(status: ConversationStatus | null, page = 1) {
  const where = status ? { status } : {};
  const [count, rows] = await Promise.all([
    db.conversation.count({ where }),
    db.conversation.findMany({
      where,
      orderBy: [{ waitingSince: { sort: "asc", nulls: "last" } }, { lastMessageAt: "desc" }, { id: "asc" }],
      skip: (Math.max(1, page) - 1) * CONSOLE_THREADS_PAGE,
      take: CONSOLE_THREADS_PAGE,
      select: {
        id: true,
        orderId: true,
        email: true,
        status: true,
        waitingSince: true,
        lastMessageAt: true,
        user: { select: { id: true, username: true } },
        messages: { orderBy: { createdAt: "desc" }, take: 1, select: { body: true, author: true } },
        _count: { select: { messages: true } },
      },
    }),
  ]);
  return { count, rows };
}

/** One thread, with what it is about, or null. */
export async function consoleThread(id: string) {
  return db.conversation.findUnique({
    where: { id },
    select: {
      id: true,
      orderId: true,
      email: true,
      status: true,
      waitingSince: true,
      createdAt: true,
      user: { select: { id: true, username: true, email: true } },
      order: { select: { id: true, payment: { select: { id: true, customerEmail: true } } } },
      messages: { orderBy: { createdAt: "asc" }, take: THREAD_MAX_MESSAGES },
    },
  });
}

/** An order's thread id, if it has one (the console's order page links it). */
export async function threadOfOrder(orderId: string): Promise<{ id: string; messages: number } | null> {
  const thread = await db.conversation.findUnique({
    where: { orderId },
    select: { id: true, _count: { select: { messages: true } } },
  });
  return thread ? { id: thread.id, messages: thread._count.messages } : null;
}
