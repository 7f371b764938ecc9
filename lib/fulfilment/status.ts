// Client-safe (types only from the database): the order page asks whether a
// status is final from here too.
import type { OrderStatus, SubmissionState } from "@/lib/db";

/** A panel order's state in our terms; CANCELLED becomes FAILED, PARTIAL or REFUNDED once settled. */
export type PanelState = "PENDING" | "PROCESSING" | "COMPLETED" | "PARTIAL" | "CANCELLED" | "UNKNOWN";

/**
 * The panel's status words (external-apis.md 3.5): compared case-insensitively;
 * any cancel* (Canceled, Cancelled), Refunded, Error and Fail mean the order
 * ended without (all of) its delivery.
 */
export function mapPanelStatus(status: string): PanelState {
  const s = status.trim().toLowerCase();
  if (s === "pending") return "PENDING";
  if (s === "in progress" || s === "inprogress" || s === "processing" || s === "in_progress") return "PROCESSING";
  if (s === "completed" || s === "complete") return "COMPLETED";
  if (s === "partial") return "PARTIAL";
  if (s.startsWith("cancel") || s.startsWith("refund") || s === "error" || s === "fail" || s === "failed")
    return "CANCELLED";
  return "UNKNOWN";
}

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
