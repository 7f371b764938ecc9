import "server-only";

import { assertAccountNotBlocked } from "@/lib/blocks";
import { transaction } from "@/lib/db";

import type { ClaimOrdersResponse } from "./contract";

/** POST /api/user/orders/claim takes at most this many payment ids (the device keeps 20 orders). */
export const MAX_CLAIMED_PAYMENT_IDS = 20;

/**
 * POST /api/user/orders/claim: after signing in or registering, the account
 * takes the guest orders this device made (docs/product-rules.md#order-access).
 * Holding a payment id is the proof (the same proof that opens a guest's order
 * page). Ownership is in the queries: only payments and orders that belong to
 * no account change hands, never another account's; of two accounts claiming
 * the same payment at once the database lets one win (the payment row is
 * taken first, under its row lock, and its order follows the payment).
 * Repeating a claim (a double click, a retry) takes nothing twice and answers
 * with the same orders. Which of the device's orders are sent is the page's
 * choice (this browser session's at once, older ones only when the person
 * confirms, docs/product-rules.md#order-access); what may change hands is
 * decided here. A blocked account takes nothing (403, as at the checkout,
 * docs/operations.md#blocks): its claimed guest payment would become its order.
 */
export async function claimGuestOrders(userId: string, paymentIds: string[]): Promise<ClaimOrdersResponse> {
  const ids = [...new Set(paymentIds)].slice(0, MAX_CLAIMED_PAYMENT_IDS);
  if (ids.length === 0) return { claimed: 0, orderIds: [] };
  return transaction(async (tx) => {
    await assertAccountNotBlocked(tx, userId);
    await tx.payment.updateMany({ where: { id: { in: ids }, userId: null }, data: { userId } });
    const { count } = await tx.order.updateMany({
      where: { paymentId: { in: ids }, userId: null, payment: { userId } },
      data: { userId },
    });
    // Read after the updates, in the same transaction: a second claim that
    // waited on the row locks of the first sees them taken by this account
    // (claimed 0) and answers with the same orders.
    const owned = await tx.order.findMany({
      where: { paymentId: { in: ids }, userId },
      select: { id: true },
      orderBy: { createdAt: "desc" },
    });
    return { claimed: count, orderIds: owned.map((o) => o.id) };
  });
}
