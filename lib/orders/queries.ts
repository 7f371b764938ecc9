import "server-only";

import { z } from "zod";

import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import {
  OPEN_STATUSES,
  ORDER_NOT_FOUND_MESSAGE,
  getOrderDelivery,
  ownedOrder,
  type OrderOwner,
} from "@/lib/fulfilment";
import { taxInvoiceOf, type TaxInvoiceView } from "@/lib/invoices";
import { canonicalTikTokLink, fromDbService, tiktokVideoId } from "@/lib/pricing";

import type { OpenOrderResponse, OrderStatusName, OrderStatusResponse, UserOrdersResponse } from "./contract";
import { ORDER_VIEW_SELECT, toOrderView } from "./views";

/**
 * GET /api/tiktok-views/status/{orderId}: the signed-in owner, or a guest
 * with the order's payment id; anyone else gets the same 404 as a missing
 * order (ownership is part of the query).
 */
export async function orderStatusForOwner(orderId: string, owner: OrderOwner): Promise<OrderStatusResponse> {
  const where = ownedOrder(orderId, owner);
  if (!where) throw new AppError("NOT_FOUND", ORDER_NOT_FOUND_MESSAGE);
  const row = await db.order.findFirst({ where, select: ORDER_VIEW_SELECT });
  if (!row) throw new AppError("NOT_FOUND", ORDER_NOT_FOUND_MESSAGE);
  return { ...toOrderView(row), delivery: await getOrderDelivery(row.id, owner) };
}

/**
 * The tax invoice of an order (with its credit notes), for whoever may see
 * the order: its account, or the guest holding its payment id (the order-page
 * rule, ownedOrder, inside the query), or an operator. Null when there is
 * none or it is not theirs: the page cannot tell the two apart.
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
 * the same link: theirs by account, or by one of the payment ids this device
 * keeps. Nothing else is revealed.
 */
export async function openOrderFor(
  link: string,
  visitor: { userId: string | null; paymentIds: string[] },
): Promise<OpenOrderResponse> {
  const or = [
    ...(visitor.userId ? [{ userId: visitor.userId }] : []),
    ...(visitor.paymentIds.length ? [{ paymentId: { in: visitor.paymentIds } }] : []),
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
