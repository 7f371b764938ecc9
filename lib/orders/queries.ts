import "server-only";

import { z } from "zod";

import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import {
  OPEN_STATUSES,
  ORDER_NOT_FOUND_MESSAGE,
  getOrderDelivery,
  orderRefusal,
  ownedOrder,
  type OrderOwner,
} from "@/lib/fulfilment";
import { taxInvoiceOf, type TaxInvoiceView } from "@/lib/ledger";
import { canonicalTikTokLink, fromDbService, tiktokVideoId } from "@/lib/pricing";

import type { OpenOrderResponse, OrderStatusName, OrderStatusResponse, UserOrdersResponse } from "./contract";
import { ORDER_VIEW_SELECT, toOrderView } from "./views";

/**
 * GET /api/tiktok-views/status/{orderId}: the signed-in owner, or the holder
 * of a guest order's payment id (ownership is part of the query). The right
 * payment id of an account's order, from anyone but that account, gets 401
 * (signed out) or 403 (another account) with the way to sign in; anyone else
 * the same 404 as a missing order.
 */
export async function orderStatusForOwner(orderId: string, owner: OrderOwner): Promise<OrderStatusResponse> {
  const where = ownedOrder(orderId, owner);
  if (!where) throw new AppError("NOT_FOUND", ORDER_NOT_FOUND_MESSAGE);
  const row = await db.order.findFirst({ where, select: ORDER_VIEW_SELECT });
  if (!row) throw await refusalFor(orderId, owner);
  return { ...toOrderView(row), delivery: await getOrderDelivery(row.id, owner) };
}

/**
 * Why `owner` may not see the order: 404, or (when it shows the order's
 * payment id and the order is an account's) 401/403 with the way to sign in.
 */
export async function refusalFor(orderId: string, owner: OrderOwner): Promise<AppError> {
  if (!owner.paymentId || !z.uuid().safeParse(orderId).success)
    return new AppError("NOT_FOUND", ORDER_NOT_FOUND_MESSAGE);
  return orderRefusal({ id: orderId, paymentId: owner.paymentId }, owner.userId);
}

/**
 * The tax invoice of an order (with its credit notes), for whoever may see
 * the order: its account, or the holder of a guest order's payment id (the
 * order-page rule, ownedOrder, inside the query), or an operator. Null when
 * there is none or it is not theirs (refusalFor tells the page which).
 */
export async function taxInvoiceForViewer(
  orderId: string,
  viewer: OrderOwner & { operator?: boolean },
): Promise<TaxInvoiceView | null> {
  const order = viewer.operator
    ? z.uuid().safeParse(orderId).success
      ? { id: orderId }
      : null
    : ownedOrder(orderId, viewer);
  if (!order) return null;
  return taxInvoiceOf({ payment: { order } });
}

/** GET /api/user/orders: the signed-in user's own orders, newest first. */
export async function ordersOfUser(userId: string): Promise<UserOrdersResponse> {
  const rows = await db.order.findMany({
    where: { userId },
    select: ORDER_VIEW_SELECT,
    orderBy: { createdAt: "desc" },
    take: 200,
  });
  return { orders: rows.map(toOrderView) };
}

export const MAX_OPEN_ORDER_PAYMENT_IDS = 20;

/**
 * GET /api/orders/open: this visitor's unfinished (OPEN_STATUSES) order for
 * the same link: theirs by account, or a guest order by one of the payment
 * ids this device keeps. Nothing else is revealed.
 */
export async function openOrderFor(
  link: string,
  visitor: { userId: string | null; paymentIds: string[] },
): Promise<OpenOrderResponse> {
  const or = [
    ...(visitor.userId ? [{ userId: visitor.userId }] : []),
    // A payment id proves only a guest order (docs/security.md#orders-on-a-shared-device).
    ...(visitor.paymentIds.length ? [{ paymentId: { in: visitor.paymentIds }, userId: null }] : []),
  ];
  if (or.length === 0 || link.trim() === "") return { order: null };
  // Orders store the canonical link (docs/product-rules.md#video-links); older ones what was typed.
  // A video is one video whatever `@user` its link names: compared by its canonical id.
  const links = [...new Set([link.trim(), canonicalTikTokLink(link) ?? link.trim()])];
  const videoId = tiktokVideoId(link);
  const sameVideo = [{ link: { in: links } }, ...(videoId ? [{ link: { endsWith: `/video/${videoId}` } }] : [])];
  const row = await db.order.findFirst({
    where: { AND: [{ OR: sameVideo }, { OR: or }], status: { in: OPEN_STATUSES } },
    select: { id: true, paymentId: true, status: true, serviceType: true, quantity: true, createdAt: true },
    orderBy: { createdAt: "desc" },
  });
  if (!row) return { order: null };
  return {
    order: {
      id: row.id,
      paymentId: row.paymentId,
      status: row.status as OrderStatusName,
      serviceType: fromDbService(row.serviceType),
      quantity: row.quantity,
      createdAt: row.createdAt.toISOString(),
    },
  };
}
