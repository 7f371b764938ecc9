import "server-only";

import { logger } from "@/lib/log";

/** An automatic decision worth auditing, made by the store without a person. */
export interface AutomaticAction {
  /** failover: an item sent to the second panel after the first clearly did not create it. */
  action: "failover";
  orderId: string;
  itemId: string;
  /** What the first panel answered, in its words. */
  reason: string;
  before: { panel: string; serviceId: string | null };
  after: { panel: string; serviceId: string | null };
}

const log = logger("fulfilment");

/**
 * The one place automatic actions are reported (docs/fulfilment.md#two-panels):
 * written to the server log as a structured record today; the store-wide
 * audit log takes them from here. The item itself keeps why it moved
 * (order_items.failover_reason), which the attention list shows.
 */
export async function recordAutomaticAction(entry: AutomaticAction): Promise<void> {
  log.info(`automatic ${entry.action}: item ${entry.itemId} ${entry.before.panel} → ${entry.after.panel}`, {
    automaticAction: entry,
  });
}
