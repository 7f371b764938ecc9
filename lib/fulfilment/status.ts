// Client-safe (types only from the database): the order page asks whether a
// status is final from here too.
import type { OrderStatus, SubmissionState } from "@/lib/db";

/**
 * The statuses of an order or item still under way: the panel is asked about
 * them, the operator may decide them, the order page keeps polling. Every
 * other status is final.
 */
export const OPEN_STATUSES: OrderStatus[] = ["PENDING", "PROCESSING"];

export function isOpenOrderStatus(status: string | null | undefined): boolean {
  return (OPEN_STATUSES as (string | null | undefined)[]).includes(status);
}

/**
 * An order's status from its items: open while any item is, COMPLETED only
 * when all are, REFUNDED or FAILED when none was delivered, else PARTIAL
 * (the explorer bundle is PARTIAL when any part was).
 */
export function deriveOrderStatus(items: readonly { status: OrderStatus; submission: SubmissionState }[]): OrderStatus {
  if (items.length === 0) return "PENDING";
  const statuses = items.map((i) => i.status);
  if (statuses.some(isOpenOrderStatus)) {
    const moving = items.some((i) => i.status !== "PENDING" || i.submission === "SUBMITTED");
    return moving ? "PROCESSING" : "PENDING";
  }
  if (statuses.every((s) => s === "COMPLETED")) return "COMPLETED";
  if (statuses.every((s) => s === "REFUNDED")) return "REFUNDED";
  if (statuses.every((s) => s === "FAILED")) return "FAILED";
  if (statuses.every((s) => s === "FAILED" || s === "REFUNDED")) return "REFUNDED";
  return "PARTIAL";
}
