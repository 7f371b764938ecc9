// What a panel's status words mean in the store's terms (client-safe: no imports).

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
