import "server-only";

import { db, transaction } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { accountRefusal, ORDER_NOT_FOUND_MESSAGE, orderRefusal, visibleByPayment } from "@/lib/fulfilment";
import { ORDER_VIEW_SELECT, toOrderView } from "@/lib/orders";
import { tiktokLinkError } from "@/lib/pricing";
import { settleVideoLink } from "@/lib/tiktok-videos";

import type { EnsureOrderResponse } from "./api-types";
import { lockPayment, orderForPaidPayment } from "./apply";
import {
  ALREADY_USED_MESSAGE,
  LINK_LOCKED_MESSAGE,
  PAYMENT_FLAGGED_MESSAGE,
  PAYMENT_NOT_FOUND_MESSAGE,
  paymentLinkMissingMessage,
  paymentNotCompletedMessage,
} from "./messages";
import { checkPaymentId, currentPayment, paymentVisibleTo, type Viewer } from "./status";

// The order calls that start from a payment id: the payment side owns them
// (it verifies the payment and locks its row), the orders room supplies the
// order and its view. An account's order is shown by its payment id only to
// that signed-in account (docs/security.md#orders-on-a-shared-device): the
// viewer is part of the query that reads the view.

async function orderView(where: { id: string } | { paymentId: string }, viewer: Viewer) {
  const row = await db.order.findFirst({ where: { ...where, ...visibleByPayment(viewer) }, select: ORDER_VIEW_SELECT });
  return row ? toOrderView(row) : null;
}

/**
 * The three order calls (views, service, explorer): "ensure the order for
 * this payment". The payment must be verified paid; its order is made from
 * what the payment recorded at creation (service, quantity, link), never
 * from the request. A payment whose order already exists returns it with
 * alreadyUsed and the documented message (docs/product-rules.md#one-order-per-payment).
 * Concurrent calls, the webhook and the status poll all meet at the payment's row lock and the order's unique
 * payment id: one order, one set of fulfilment jobs.
 * The order is made whoever asks; an account's order is shown only to that
 * account, anyone else gets 401/403 (orderRefusal) once it is made.
 */
export async function ensureOrderForPayment(
  rawId: string | null | undefined,
  viewer: Viewer = null,
): Promise<EnsureOrderResponse> {
  const payment = await currentPayment(rawId, { awaitRead: true });
  if (payment.flaggedReason)
    throw new AppError("CONFLICT", PAYMENT_FLAGGED_MESSAGE, { details: { status: payment.status } });
  if (payment.status !== "COMPLETED")
    throw new AppError("CONFLICT", paymentNotCompletedMessage(payment.status), { details: { status: payment.status } });

  const { orderId, created } = await transaction(async (tx) => {
    const locked = await lockPayment(tx, payment.id);
    if (!locked) throw new AppError("NOT_FOUND", PAYMENT_NOT_FOUND_MESSAGE);
    const existing = await tx.order.findUnique({ where: { paymentId: payment.id }, select: { id: true } });
    if (existing) return { orderId: existing.id, created: false };
    if (!locked.tiktok_url)
      throw new AppError("UNPROCESSABLE", paymentLinkMissingMessage(payment.id), {
        details: { paymentId: payment.id },
      });
    return { orderId: (await orderForPaidPayment(tx, locked))!, created: true };
  });
  const view = await orderView({ id: orderId }, viewer);
  if (!view) throw await orderRefusal({ id: orderId }, viewer);
  return created
    ? { success: true, alreadyUsed: false, ...view }
    : { success: true, alreadyUsed: true, message: ALREADY_USED_MESSAGE, ...view };
}

/**
 * POST /api/payments/{id}/update-tiktok-url: completes (or corrects) the
 * payment's link, for whoever holds the payment id of a guest's payment, or
 * the signed-in account whose payment it is (else 401/403), only before fulfilment:
 * no order yet, or an order whose items all still wait for the panel
 * (their rows are locked meanwhile, so a submission cannot slip between).
 * A paid payment without an order gets it now.
 */
export async function updatePaymentLink(rawId: string | null | undefined, tiktokUrl: string, viewer: Viewer = null) {
  const id = checkPaymentId(rawId);
  if (!id) throw new AppError("NOT_FOUND", PAYMENT_NOT_FOUND_MESSAGE);
  const error = tiktokLinkError(tiktokUrl);
  if (error) throw new AppError("BAD_REQUEST", error);
  // Asked of TikTok before the payment's row is locked: a slow answer holds no lock.
  const { link } = await settleVideoLink(tiktokUrl);
  return transaction(async (tx) => {
    const payment = await lockPayment(tx, id);
    if (!payment) throw new AppError("NOT_FOUND", PAYMENT_NOT_FOUND_MESSAGE);
    // The account's payment changes only for that account: the viewer is in the update's where, and
    // paymentVisibleTo covers the payment's order too, so the order read below is one the viewer may change.
    const changed = await tx.payment.updateMany({
      where: { id, ...paymentVisibleTo(viewer) },
      data: { tiktokUrl: link },
    });
    if (changed.count === 0) throw accountRefusal(viewer);
    const order = await tx.order.findUnique({ where: { paymentId: id }, select: { id: true } });
    if (order) {
      // Only items still waiting for the panel: one the panel refused, or that
      // missed its start deadline, is FAILED (and refunded) but never submitted,
      // and nothing would hand it to the panel again under the new link.
      const items = await tx.$queryRaw<{ status: string; submission: string }[]>`
        SELECT "status"::text AS "status", "submission"::text AS "submission"
        FROM "order_items" WHERE "order_id" = ${order.id}::uuid FOR UPDATE`;
      if (items.some((i) => i.status !== "PENDING" || i.submission !== "NOT_SUBMITTED"))
        throw new AppError("CONFLICT", LINK_LOCKED_MESSAGE);
      await tx.order.update({ where: { id: order.id }, data: { link } });
    }
    const orderId =
      order?.id ??
      (payment.status === "COMPLETED" ? await orderForPaidPayment(tx, { ...payment, tiktok_url: link }) : null);
    return { success: true as const, paymentId: id, tiktokUrl: link, orderId };
  });
}

/**
 * GET /api/tiktok-views/order-by-payment/{paymentId}: the holder of the
 * payment id sees a guest's order; an account's order only its signed-in
 * account (else 401/403, orderRefusal).
 */
export async function orderByPayment(rawId: string | null | undefined, viewer: Viewer = null) {
  const payment = await currentPayment(rawId);
  const view = await orderView({ paymentId: payment.id }, viewer);
  if (view) return view;
  const refusal = await orderRefusal({ paymentId: payment.id }, viewer);
  if (refusal.code !== "NOT_FOUND") throw refusal;
  throw new AppError("NOT_FOUND", ORDER_NOT_FOUND_MESSAGE, { details: { paymentStatus: payment.status } });
}
