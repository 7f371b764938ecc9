import "server-only";

import type { Tx } from "@/lib/db";
import { logger } from "@/lib/log";

const log = logger("fulfilment");

/** A decision about money the store takes on its own, without an operator. */
export interface AutomaticMoneyAction {
  /** review-refund: an item still in review 24 hours after the order, refunded in full (docs/product-rules.md#review-refund). */
  action: "review-refund";
  orderId: string;
  itemId: string;
  refundId: string;
  amountFils: number;
  reason: string;
}

/**
 * The one place an automatic money action is recorded, called inside the
 * transaction that makes it (so a record never exists without the action,
 * nor the action without its record). The store-wide audit log is meant to
 * be written from here; until it exists, one structured log line.
 */
export async function recordAutomaticMoneyAction(_tx: Tx, entry: AutomaticMoneyAction): Promise<void> {
  log.info(`automatic money action: ${entry.action}`, { ...entry });
}
