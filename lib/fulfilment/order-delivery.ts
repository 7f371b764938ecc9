import "server-only";

import { z } from "zod";

import { db, type OrderItem, type Prisma } from "@/lib/db";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors";

import { REFUND_DELAYED, type ItemDeliveryView, type OrderDeliveryView, type RefillView } from "./contract";
import { refundState } from "./failed-refunds";
import { getControl } from "./control";
import { fulfilmentSettings } from "./settings";
import { deliveryNoticeMessage, type DeliveryWaitKind } from "./notices";
import { refillWindowEnd, requestCustomerRefill } from "./refills";
import { reviewDeadline } from "./review";
import { sentServiceInfo } from "./services";
import { isOpenOrderStatus } from "./status";

const DAY = 24 * 60 * 60_000;

/** Who asks: the signed-in owner, or a guest proving the payment id (the order page's secret). */
export interface OrderOwner {
  userId?: string | null;
  paymentId?: string | null;
}

export const ORDER_NOT_FOUND_MESSAGE = "الطلب غير موجود";
/** An account's order asked for by its payment id, signed out (401). */
export const ORDER_SIGN_IN_MESSAGE = "هذا الطلب مرتبط بحساب. سجّل الدخول بالحساب الذي يملك الطلب لعرضه.";
/** An account's order asked for by its payment id from another account (403). */
export const ORDER_OTHER_ACCOUNT_MESSAGE = "هذا الطلب مرتبط بحساب آخر. سجّل الدخول بالحساب الذي يملك الطلب لعرضه.";

/**
 * Who may see an order by its payment id (docs/security.md#orders-on-a-shared-device):
 * a guest order (no account) for whoever holds the id, an account's order
 * only for that signed-in account. A where clause, to AND with the query.
 */
export function visibleByPayment(userId: string | null | undefined): Prisma.OrderWhereInput {
  return userId ? { OR: [{ userId: null }, { userId }] } : { userId: null };
}

/** The order, if `owner` may see it: ownership is part of the query. */
export function ownedOrder(orderId: string, owner: OrderOwner): Prisma.OrderWhereInput | null {
  if (!z.uuid().safeParse(orderId).success) return null;
  const or: Prisma.OrderWhereInput[] = [];
  if (owner.userId) or.push({ userId: owner.userId });
  // The payment id proves a guest order only: once the order is an account's, only the account sees it.
  if (owner.paymentId) or.push({ paymentId: owner.paymentId, userId: null });
  return or.length === 0 ? null : { id: orderId, OR: or };
}

/**
 * Why an order asked for by payment id was not shown: 404 when there is none
 * (`where` names it: its payment id, and its id when known), else it is an
 * account's — 401 signed out, 403 from another account — with the Arabic way
 * on. Says only that such an order exists, to whoever holds its payment id.
 */
export async function orderRefusal(
  where: Prisma.OrderWhereInput,
  userId: string | null | undefined,
): Promise<AppError> {
  const exists = await db.order.findFirst({ where, select: { id: true } });
  return exists ? accountRefusal(userId) : new AppError("NOT_FOUND", ORDER_NOT_FOUND_MESSAGE);
}

/** The refusal for an account's order or payment: 401 signed out, 403 from another account. */
export function accountRefusal(userId: string | null | undefined): AppError {
  return userId
    ? new AppError("FORBIDDEN", ORDER_OTHER_ACCOUNT_MESSAGE, { details: { reason: "ORDER_OF_ANOTHER_ACCOUNT" } })
    : new AppError("UNAUTHORIZED", ORDER_SIGN_IN_MESSAGE, { details: { reason: "ORDER_OF_ACCOUNT" } });
}

/** Delivered so far: all of a completed item, else the quantity minus what the panel says remains. */
function delivered(item: OrderItem): number {
  if (item.status === "COMPLETED") return item.quantity;
  return Math.max(0, item.quantity - (item.remains ?? item.quantity));
}

async function refillView(items: OrderItem[], now: Date): Promise<RefillView> {
  const offered: OrderItem[] = [];
  for (const item of items) if ((await sentServiceInfo(item)).refill) offered.push(item);
  const refills = await db.refill.findMany({
    where: { itemId: { in: items.map((i) => i.id) } },
    orderBy: { createdAt: "desc" },
    take: 50,
  });
  const kindOf = new Map(items.map((i) => [i.id, i.kind]));
  const history = refills.map((r) => ({
    id: r.id,
    kind: kindOf.get(r.itemId)!,
    origin: r.origin,
    status: r.status,
    createdAt: r.createdAt.toISOString(),
  }));
  const ends = offered.map((i) => refillWindowEnd(i.completedAt)).filter((d): d is Date => d !== null);
  const windowEndsAt = ends.length ? new Date(Math.max(...ends.map((d) => d.getTime()))).toISOString() : null;
  const base = {
    offered: offered.length > 0,
    nextRequestAt: null,
    windowEndsAt,
    windowDays: fulfilmentSettings().refillWindowDays,
    history,
  };
  if (offered.length === 0) return { ...base, state: "not-offered" };
  const open = offered.filter((i) => {
    const end = refillWindowEnd(i.completedAt);
    return i.status === "COMPLETED" && end !== null && now <= end && i.externalOrderId;
  });
  if (open.length === 0) {
    if (offered.some((i) => i.status === "COMPLETED")) return { ...base, state: "window-ended" };
    // Every part that could be refilled ended without completing: a final order promises no refill.
    return { ...base, state: offered.every((i) => isOpenOrderStatus(i.status)) ? "not-completed" : "ended" };
  }
  const waits = open.map((i) => (i.lastRefillAt ? i.lastRefillAt.getTime() + DAY : 0));
  const soonest = Math.min(...waits);
  if (soonest > now.getTime()) return { ...base, state: "wait", nextRequestAt: new Date(soonest).toISOString() };
  return { ...base, state: "available" };
}

/**
 * What the order page shows about delivery: per item status, delivered so far
 * and what remains, money returned, and refill. Null when the order does not
 * exist or `owner` may not see it.
 */
export async function getOrderDelivery(
  orderId: string,
  owner: OrderOwner,
  now = new Date(),
): Promise<OrderDeliveryView | null> {
  const where = ownedOrder(orderId, owner);
  if (!where) return null;
  const order = await db.order.findFirst({
    where,
    select: {
      id: true,
      status: true,
      source: true,
      serviceType: true,
      quantity: true,
      createdAt: true,
      items: { orderBy: { kind: "asc" } },
      refunds: { orderBy: { createdAt: "asc" } },
    },
  });
  if (!order) return null;
  const deadline = reviewDeadline(order);
  const paused = order.items.some(notStarted) && (await getControl()).paused;
  const waits = order.items.map((i) => waitingFor(i, { deadline, now, paused }));
  const items: ItemDeliveryView[] = order.items.map((i, n) => ({
    kind: i.kind,
    quantity: i.quantity,
    status: i.status,
    delivered: delivered(i),
    remains: i.quantity - delivered(i),
    startCount: i.startCount,
    submitted: i.submission === "SUBMITTED",
    waiting: waits[n],
  }));
  const kind = WAIT_ORDER.find((k) => waits.includes(k)) ?? null;
  // A FAILED refund an operator's later refund replaced moved no money and is no longer owed.
  const shown = order.refunds.filter((r) => r.replacedAt === null);
  return {
    orderId: order.id,
    status: order.status,
    items,
    delivered: items.reduce((s, i) => s + i.delivered, 0),
    quantity: items.reduce((s, i) => s + i.quantity, 0),
    // Returned only once the provider completed it: pending there is in progress, and a
    // refund it refused (FAILED, or being tried again) is delayed (docs/product-rules.md#refunds).
    refundedFils: shown.filter((r) => r.status === "COMPLETED").reduce((s, r) => s + r.amountFils, 0),
    refunds: shown.map((r) => ({
      amountFils: r.amountFils,
      reason: r.reason,
      status: refundState(r) === "delayed" ? REFUND_DELAYED : r.status,
      createdAt: r.createdAt.toISOString(),
    })),
    refill: await refillView(order.items, now),
    notice: kind && {
      kind,
      until: kind === "checking" ? deadline.toISOString() : null,
      message: deliveryNoticeMessage(kind, {
        until: deadline,
        paid: order.source === "PAID",
        timeZone: env().STORE_TIME_ZONE,
      }),
    },
  };
}

/** The most pressing wait first: it is what the order page says. */
const WAIT_ORDER: DeliveryWaitKind[] = ["checking-late", "late", "checking", "earlier-order", "held"];

/** Not yet sent to the panel (nor in doubt there): held back by a pause, a queue, a retry. */
function notStarted(item: OrderItem): boolean {
  return item.status === "PENDING" && item.submission === "NOT_SUBMITTED";
}

/** Why a pending item has not started, when the customer should know (docs/fulfilment.md#what-the-customer-sees). */
function waitingFor(item: OrderItem, at: { deadline: Date; now: Date; paused: boolean }): DeliveryWaitKind | null {
  if (item.status !== "PENDING") return null;
  const overdue = at.deadline.getTime() <= at.now.getTime();
  const inDoubt = item.submission === "NEEDS_REVIEW" || (item.submission === "SUBMITTING" && item.uncertainSince);
  if (inDoubt) return overdue ? "checking-late" : "checking";
  if (!notStarted(item)) return null;
  if (item.linkBusySince) return "earlier-order";
  // Past the start promise the promise is broken, whatever the cause; before it, a pause
  // (the panel balance, or the operator's) means the promise may not hold.
  if (overdue) return "late";
  return at.paused ? "held" : null;
}

/** The refill part alone (the refill panel's GET). */
export async function getRefillView(orderId: string, owner: OrderOwner, now = new Date()): Promise<RefillView | null> {
  const where = ownedOrder(orderId, owner);
  if (!where) return null;
  const order = await db.order.findFirst({ where, select: { items: true } });
  return order ? refillView(order.items, now) : null;
}

/** The customer's refill request, for the owner only; returns the updated view. */
export async function requestRefillForOwner(orderId: string, owner: OrderOwner, now = new Date()) {
  const where = ownedOrder(orderId, owner);
  const order = where ? await db.order.findFirst({ where, select: { id: true } }) : null;
  if (!order) throw new AppError("NOT_FOUND", ORDER_NOT_FOUND_MESSAGE);
  const requested = await requestCustomerRefill(order.id, now);
  return { requested, refill: (await getRefillView(order.id, owner, now))! };
}
