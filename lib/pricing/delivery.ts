import type { ServiceType } from "./limits";

export interface DeliveryEstimate {
  /** Arabic: when delivery starts. */
  start: string;
  /** Arabic: when it completes. */
  complete: string;
  startMinutes: number;
  completeHours: number;
}

/**
 * The delivery table (docs/product-rules.md#delivery-promises): up to 20,000 views start within 30 min
 * and complete within 24 h; up to 100,000 within 1 h / 48 h; above that within
 * 2 h / 72 h. Likes follow the smallest tier; the explorer bundle takes 30 min
 * to 24 h.
 */
export function deliveryEstimate(service: ServiceType, quantity: number): DeliveryEstimate {
  if (service !== "views" || quantity <= 20_000)
    return { start: "خلال 30 دقيقة", complete: "خلال 24 ساعة", startMinutes: 30, completeHours: 24 };
  if (quantity <= 100_000) return { start: "خلال ساعة", complete: "خلال 48 ساعة", startMinutes: 60, completeHours: 48 };
  return { start: "خلال ساعتين", complete: "خلال 72 ساعة", startMinutes: 120, completeHours: 72 };
}

/** docs/product-rules.md#delivery-promises: priority support above 100,000 views, a detailed report above 50,000. */
export function orderPerks(service: ServiceType, quantity: number): string[] {
  if (service !== "views") return [];
  const perks: string[] = [];
  if (quantity > 50_000) perks.push("تقرير مفصل عن الطلب");
  if (quantity > 100_000) perks.push("دعم فني بأولوية");
  return perks;
}
