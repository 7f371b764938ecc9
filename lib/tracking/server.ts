import "server-only";

import type { Tx, db } from "@/lib/db";

/**
 * Server-side conversion events, queued as durable jobs in the caller's
 * transaction (the ad-events work fills these in; until then they queue
 * nothing).
 */

/** CompletePayment for a payment the server has just verified as paid (call inside that transaction). */
export async function trackPurchase(_client: Tx | typeof db, _paymentId: string): Promise<void> {
  // FOUNDATION: the ad-events work (issue 16) queues the Events API call here.
}

/** CompleteRegistration for a new account (username as external id). */
export async function trackRegistration(
  _client: Tx | typeof db,
  _user: { id: string; username: string; ip: string | null; userAgent: string | null },
): Promise<void> {
  // FOUNDATION: the ad-events work (issue 16) queues the Events API call here.
}
