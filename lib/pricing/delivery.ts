import { SERVICES, type ServiceType } from "./catalogue";

export interface DeliveryEstimate {
  /** Arabic: when delivery starts. */
  start: string;
  /** Arabic: when it completes. */
  complete: string;
  startMinutes: number;
  completeHours: number;
}

const START_TEXT: Record<number, string> = { 30: "خلال 30 دقيقة", 60: "خلال ساعة", 120: "خلال ساعتين" };

/**
 * The delivery promise for an order, from the catalogue's tiers (spec,
 * section 9): up to 20,000 views start within 30 min and complete within
 * 24 h; up to 100,000 within 1 h / 48 h; above that within 2 h / 72 h. Likes
 * and the explorer bundle take 30 min to 24 h.
 */
export function deliveryEstimate(service: ServiceType, quantity: number): DeliveryEstimate {
  const tiers = SERVICES[service].delivery;
  const { startMinutes, completeHours } = tiers.find((t) => quantity <= t.upTo) ?? tiers.at(-1)!;
  return {
    start: START_TEXT[startMinutes] ?? `خلال ${startMinutes} دقيقة`,
    complete: `خلال ${completeHours} ساعة`,
    startMinutes,
    completeHours,
  };
}

/** Spec, section 9: priority support above 100,000 views, a detailed report above 50,000. */
export function orderPerks(service: ServiceType, quantity: number): string[] {
  if (service !== "views") return [];
  const perks: string[] = [];
  if (quantity > 50_000) perks.push("تقرير مفصل عن الطلب");
  if (quantity > 100_000) perks.push("دعم فني بأولوية");
  return perks;
}
