// Client-safe shapes of what the order page shows about delivery and refill
// (no server code here: the refill panel imports these types and labels).

import { ITEM_KIND_CATALOGUE, ITEM_KIND_NAMES, type ItemKindName } from "@/lib/pricing";

export type { ItemKindName };
export type RefillOriginName = "SCHEDULE" | "CUSTOMER" | "OPERATOR";
export type RefillStatusName = "REQUESTED" | "PENDING" | "IN_PROGRESS" | "COMPLETED" | "REJECTED";

export interface RefillView {
  /** Whether any item's service offers refill at all ("automatic compensation"). */
  offered: boolean;
  /**
   * available: the customer may ask now; wait: asked within the last 24 h;
   * not-completed: refill starts once delivery completes; window-ended: the
   * guarantee is over; not-offered: this service has no refill.
   */
  state: "available" | "wait" | "not-completed" | "window-ended" | "not-offered";
  /** When the customer may ask again (state wait). */
  nextRequestAt: string | null;
  /** End of the refill guarantee (ISO), once delivery completed. */
  windowEndsAt: string | null;
  history: { id: string; kind: ItemKindName; origin: RefillOriginName; status: RefillStatusName; createdAt: string }[];
}

export interface ItemDeliveryView {
  kind: ItemKindName;
  quantity: number;
  status: string;
  /** Units delivered so far (the panel's quantity minus what remains). */
  delivered: number;
  remains: number;
  startCount: number | null;
  submitted: boolean;
}

export interface OrderDeliveryView {
  orderId: string;
  status: string;
  items: ItemDeliveryView[];
  delivered: number;
  quantity: number;
  /** Money returned so far (fils), with each refund. */
  refundedFils: number;
  refunds: { amountFils: number; reason: string; status: string; createdAt: string }[];
  refill: RefillView;
}

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

export { OPEN_STATUSES, isOpenOrderStatus } from "./status";
