import "server-only";

import { z } from "zod";

import { recordAudit } from "@/lib/ledger";
import { blockTargetOf } from "@/lib/blocks";
import { db, transaction, type BlockKind, type Prisma, type Tx } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { PLACEHOLDER_EMAIL } from "@/lib/mail";

import { operatorActor, type Operator } from "./audit";
import { pageParam, pageWindow, searchParam } from "./lists";
import { orderSearch } from "./orders";

// The console's customers (docs/operations.md#customers): the accounts, found
// by username, e-mail or a link they ordered for; each with their orders and
// money, the operator's note and blocks. Every change is in the audit log.

export const CUSTOMERS_PAGE_SIZE = 25;
/** The orders a customer's page lists (newest first); the totals count them all. */
export const CUSTOMER_ORDERS_SHOWN = 50;
export const NOTE_MAX = 2000;

export const customerFiltersSchema = z.object({ q: searchParam, page: pageParam });
export type CustomerFilters = z.infer<typeof customerFiltersSchema>;

export const CUSTOMER_NOT_FOUND_MESSAGE = "الحساب غير موجود";
export const BLOCK_TARGET_MESSAGE = "اكتب رابط فيديو تيك توك أو رقم الفيديو أو رابطاً مختصراً";
export const ALREADY_BLOCKED_MESSAGE = "محظور بالفعل";
export const BLOCK_NOT_FOUND_MESSAGE = "الحظر غير موجود (ربما رُفع بالفعل)";

/**
 * The search: part of the username, part of the account's e-mail or an
 * e-mail given at any of their checkouts, or any of their orders as the
 * orders list's search finds it (part of its link, so an abusive link leads
 * to its accounts; its order, payment or panel order id).
 */
function customerWhere(filters: CustomerFilters): Prisma.UserWhereInput {
  const q = filters.q?.trim();
  if (!q) return {};
  return {
    OR: [
      { usernameKey: { contains: q.toLowerCase() } },
      { username: { contains: q, mode: "insensitive" } },
      { email: { contains: q, mode: "insensitive" } },
      { payments: { some: { customerEmail: { contains: q, mode: "insensitive" } } } },
      { orders: { some: orderSearch(q) } },
    ],
  };
}

export async function searchCustomers(filters: CustomerFilters) {
  const where = customerWhere(filters);
  const total = await db.user.count({ where });
  const { page, pageCount, skip, take } = pageWindow(total, filters.page, CUSTOMERS_PAGE_SIZE);
  const rows = await db.user.findMany({
    where,
    select: {
      id: true,
      username: true,
      email: true,
      role: true,
      createdAt: true,
      block: { select: { id: true } },
      _count: { select: { orders: true } },
    },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    skip,
    take,
  });
  return {
    total,
    page,
    pageCount,
    rows: rows.map(({ _count, block, ...u }) => ({ ...u, orders: _count.orders, blocked: block !== null })),
  };
}
export type CustomerRow = Awaited<ReturnType<typeof searchCustomers>>["rows"][number];

/** One customer in full: totals over all their orders, the latest orders, note, block, blocks on their videos, trail. */
export async function getCustomer(userId: string) {
  const user = await db.user.findUnique({
    where: { id: userId },
    select: {
      id: true,
      username: true,
      email: true,
      emailVerifiedAt: true,
      role: true,
      createdAt: true,
      customerNote: true,
      block: true,
    },
  });
  if (!user) return null;
  const [paid, orders, span, freeClaims, recent, trail, checkoutEmails] = await Promise.all([
    db.payment.aggregate({
      where: { userId, status: "COMPLETED" },
      _sum: { amountFils: true, refundedFils: true },
      _count: true,
    }),
    db.order.count({ where: { userId } }),
    db.order.aggregate({ where: { userId }, _min: { createdAt: true }, _max: { createdAt: true } }),
    db.order.count({ where: { userId, source: "FREE" } }),
    db.order.findMany({
      where: { userId },
      select: {
        id: true,
        createdAt: true,
        status: true,
        source: true,
        serviceType: true,
        quantity: true,
        link: true,
        payment: { select: { amountFils: true, refundedFils: true } },
        items: { select: { kind: true, quantity: true }, orderBy: { kind: "asc" } },
      },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: CUSTOMER_ORDERS_SHOWN,
    }),
    // What operators and the store did about this customer or any of their orders, newest first.
    db.operatorAction.findMany({
      where: { OR: [{ customerId: userId }, { order: { userId } }] },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: 100,
    }),
    // The addresses given at their checkouts (receipts go there), latest first.
    db.payment.groupBy({
      by: ["customerEmail"],
      where: { userId, customerEmail: { not: PLACEHOLDER_EMAIL } },
      orderBy: { _max: { createdAt: "desc" } },
      take: 5,
    }),
  ]);
  // Blocks on the videos and links this customer ordered for (shown with their orders).
  const targets = recent.map((o) => blockTargetOf(o.link)).filter((t) => t !== null);
  const videoIds = targets.flatMap((t) => (t.kind === "VIDEO" ? [t.videoId] : []));
  const links = targets.flatMap((t) => (t.kind === "LINK" ? [t.link] : []));
  const linkBlocks =
    targets.length === 0
      ? []
      : await db.block.findMany({ where: { OR: [{ videoId: { in: videoIds } }, { link: { in: links } }] } });
  return {
    ...user,
    checkoutEmails: checkoutEmails.map((p) => p.customerEmail),
    totals: {
      orders,
      paidOrders: paid._count,
      paidFils: paid._sum.amountFils ?? 0,
      refundedFils: paid._sum.refundedFils ?? 0,
      freeClaims,
      firstOrderAt: span._min.createdAt,
      lastOrderAt: span._max.createdAt,
    },
    orders: recent.map((o) => {
      const t = blockTargetOf(o.link);
      const blocked = t
        ? linkBlocks.some((b) => (t.kind === "VIDEO" ? b.videoId === t.videoId : b.link === t.link))
        : false;
      return { ...o, linkBlocked: blocked };
    }),
    linkBlocks,
    trail,
  };
}
export type OperatorCustomer = NonNullable<Awaited<ReturnType<typeof getCustomer>>>;

async function customerExists(userId: string): Promise<void> {
  const user = await db.user.findUnique({ where: { id: userId }, select: { id: true } });
  if (!user) throw new AppError("NOT_FOUND", CUSTOMER_NOT_FOUND_MESSAGE);
}

/** Replaces the operator's note on a customer (empty: removes it); audited with the note before and after. */
export async function setCustomerNote(operator: Operator, userId: string, note: string): Promise<void> {
  await customerExists(userId);
  const text = note.trim().slice(0, NOTE_MAX);
  await transaction(async (tx) => {
    const [old] = await tx.$queryRaw<{ note: string }[]>`
      SELECT "note" FROM "customer_notes" WHERE "user_id" = ${userId}::uuid FOR UPDATE`;
    if ((old?.note ?? "") === text) return;
    if (text === "") await tx.customerNote.deleteMany({ where: { userId } });
    else
      await tx.customerNote.upsert({
        where: { userId },
        create: { userId, note: text, updatedBy: operator.username.slice(0, 32) },
        update: { note: text, updatedBy: operator.username.slice(0, 32) },
      });
    await recordAudit(tx, operatorActor(operator), {
      action: "customer-note",
      customerId: userId,
      before: { note: old?.note ?? null },
      after: { note: text || null },
    });
  });
}

/** Blocks an account from the checkout and the free offer (signed in as it); audited. */
export async function blockAccount(operator: Operator, userId: string, reason: string): Promise<void> {
  await customerExists(userId);
  await transaction(async (tx) => {
    await createBlock(tx, { kind: "ACCOUNT", userId, reason, createdBy: operator.username });
    await recordAudit(tx, operatorActor(operator), { action: "block-account", customerId: userId, reason });
  });
}

/** One block row; the unique keys refuse a second block of the same thing (ON CONFLICT, a 409). */
async function createBlock(
  tx: Tx,
  data: { kind: BlockKind; userId?: string; videoId?: string; link?: string; reason: string; createdBy: string },
): Promise<{ id: string }> {
  const [block] = await tx.block.createManyAndReturn({
    data: [{ ...data, reason: data.reason.slice(0, 500), createdBy: data.createdBy.slice(0, 32) }],
    select: { id: true },
    skipDuplicates: true,
  });
  if (!block) throw new AppError("CONFLICT", ALREADY_BLOCKED_MESSAGE);
  return block;
}

/**
 * Blocks a video (a link in any form, or its bare id) or a short link; audited,
 * with the customer whose page it was done from when there is one.
 */
export async function blockLink(
  operator: Operator,
  input: { target: string; reason: string; customerId?: string | null },
): Promise<{ id: string; kind: "VIDEO" | "LINK"; value: string }> {
  const target = blockTargetOf(input.target);
  if (!target) throw new AppError("BAD_REQUEST", BLOCK_TARGET_MESSAGE);
  if (input.customerId) await customerExists(input.customerId);
  const value = target.kind === "VIDEO" ? target.videoId : target.link;
  return transaction(async (tx) => {
    const block = await createBlock(tx, {
      kind: target.kind,
      ...(target.kind === "VIDEO" ? { videoId: target.videoId } : { link: target.link }),
      reason: input.reason,
      createdBy: operator.username,
    });
    await recordAudit(tx, operatorActor(operator), {
      action: target.kind === "VIDEO" ? "block-video" : "block-link",
      customerId: input.customerId ?? null,
      reason: input.reason,
      after: { [target.kind === "VIDEO" ? "videoId" : "link"]: value },
    });
    return { id: block.id, kind: target.kind, value };
  });
}

/** Lifts a block (of an account, a video or a link); audited with what it was. */
export async function unblock(operator: Operator, blockId: string, customerId?: string | null): Promise<void> {
  await transaction(async (tx) => {
    const [block] = await tx.block.findMany({ where: { id: blockId }, take: 1 });
    if (!block) throw new AppError("NOT_FOUND", BLOCK_NOT_FOUND_MESSAGE);
    const deleted = await tx.block.deleteMany({ where: { id: blockId } });
    if (deleted.count !== 1) throw new AppError("NOT_FOUND", BLOCK_NOT_FOUND_MESSAGE);
    await recordAudit(tx, operatorActor(operator), {
      action: "unblock",
      customerId: block.userId ?? customerId ?? null,
      reason: block.reason,
      before: { kind: block.kind, videoId: block.videoId, link: block.link, userId: block.userId },
    });
  });
}

/** The video and link blocks, newest first (the customers page lists them). */
export async function listLinkBlocks(take = 100) {
  return db.block.findMany({ where: { kind: { in: ["VIDEO", "LINK"] } }, orderBy: { createdAt: "desc" }, take });
}
