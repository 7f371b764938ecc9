import "server-only";

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
 */
export async function claimGuestOrders(userId: string, paymentIds: string[]): Promise<ClaimOrdersResponse> {
  const ids = [...new Set(paymentIds)].slice(0, MAX_CLAIMED_PAYMENT_IDS);
  if (ids.length === 0) return { claimed: 0 };
  return transaction(async (tx) => {
    await tx.payment.updateMany({ where: { id: { in: ids }, userId: null }, data: { userId } });
    const { count } = await tx.order.updateMany({
      where: { paymentId: { in: ids }, userId: null, payment: { userId } },
      data: { userId },
    });
    return { claimed: count };
  });
}
