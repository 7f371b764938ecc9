import { isOpenOrderStatus } from "@/lib/fulfilment/contract";
import type { OrderStatusName } from "@/lib/orders/contract";

/**
 * docs/product-rules.md#order-statuses: the labels (PENDING also when empty), partial and
 * refunded included; anything else as it is.
 */
const LABELS: Record<OrderStatusName, string> = {
  PENDING: "قيد الانتظار",
  PROCESSING: "قيد المعالجة",
  COMPLETED: "مكتمل",
  FAILED: "فشل",
  PARTIAL: "مكتمل جزئياً",
  REFUNDED: "تم الاسترداد",
};

/** A refunded order whose refund the provider refused: not «تم الاسترداد» while no money has moved. */
export const REFUND_DELAYED_LABEL = "الاسترداد متأخر";

/** A refunded order whose refund is recorded or pending at the provider: on its way, not returned yet. */
export const REFUND_IN_PROGRESS_LABEL = "الاسترداد جارٍ";

export function orderStatusLabel(
  status: string | null | undefined,
  refundDelayed = false,
  refundInProgress = false,
): string {
  if (!status) return LABELS.PENDING;
  if (status === "REFUNDED" && refundDelayed) return REFUND_DELAYED_LABEL;
  if (status === "REFUNDED" && refundInProgress) return REFUND_IN_PROGRESS_LABEL;
  return (LABELS as Record<string, string>)[status] ?? status;
}

/** States that will not change by themselves: the order page stops polling. */
export function isFinalOrderStatus(status: string | null | undefined): boolean {
  return typeof status === "string" && Object.hasOwn(LABELS, status) && !isOpenOrderStatus(status);
}

export function orderStatusTone(status: string | null | undefined): "success" | "destructive" | "warning" | "muted" {
  if (status === "COMPLETED") return "success";
  if (status === "FAILED") return "destructive";
  if (status === "PARTIAL" || status === "REFUNDED") return "warning";
  return "muted";
}
