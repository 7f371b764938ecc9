// Client-safe shapes and labels of what the order page shows about delivery
// and refill. No zod here: the order page imports this with its first load;
// the response schemas the types come from are in ./schemas.ts, which the
// browser loads only when an answer arrives (import()).

import { ITEM_KIND_CATALOGUE, ITEM_KIND_NAMES, type ItemKindName } from "@/lib/pricing";

export type { ItemKindName };
export type RefillOriginName = "SCHEDULE" | "CUSTOMER" | "OPERATOR";
export type RefillStatusName = "REQUESTED" | "PENDING" | "IN_PROGRESS" | "COMPLETED" | "REJECTED";
export type { ItemDeliveryView, OrderDeliveryView, RefillRequestResponse, RefillView } from "./schemas";

export const ITEM_KIND_LABELS = Object.fromEntries(
  ITEM_KIND_NAMES.map((kind) => [kind, ITEM_KIND_CATALOGUE[kind].labelAr]),
) as Record<ItemKindName, string>;

export const REFILL_STATUS_LABELS: Record<RefillStatusName, string> = {
  REQUESTED: "تم الإرسال",
  PENDING: "قيد الانتظار",
  IN_PROGRESS: "قيد التنفيذ",
  COMPLETED: "مكتمل",
  REJECTED: "لم يلزم (لا يوجد نقص)",
};

export const REFILL_ORIGIN_LABELS: Record<RefillOriginName, string> = {
  SCHEDULE: "تلقائي",
  CUSTOMER: "بطلبك",
  OPERATOR: "من فريق الدعم",
};

/**
 * A refund's status on the order page when the provider refused it (it is
 * being tried again, or the operator must act): the money has not moved.
 */
export const REFUND_DELAYED = "DELAYED";

export { OPEN_STATUSES, isOpenOrderStatus } from "./status";
