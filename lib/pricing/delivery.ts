import { SERVICES, type DeliveryTier, type ServiceType } from "./catalogue";
import { hoursText, minutesText } from "./promises";
import { formatCount } from "./count";

export interface DeliveryEstimate {
  /** Arabic: when delivery starts. */
  start: string;
  /** Arabic: when it completes. */
  complete: string;
  startMinutes: number;
  completeHours: number;
}

/**
 * The views delivery table (docs/product-rules.md#delivery-promises), as the
 * catalogue defines it: up to 20,000 views start within 30 min and complete
 * within 24 h; up to 100,000 within 1 h / 48 h; above that within 2 h / 72 h.
 * Likes and the explorer bundle take 30 min to 24 h. The order pages, the
 * pricing page, the FAQ, the terms and the operator's late-start flag all
 * read these promises from here.
 */
export const DELIVERY_TIERS: readonly DeliveryTier[] = SERVICES.views.delivery;

const hours = hoursText;
/** "30 دقيقة", "ساعة", "ساعتين". */
const duration = (minutes: number) => (minutes % 60 === 0 ? hours(minutes / 60) : minutesText(minutes));

function estimate(tier: DeliveryTier): DeliveryEstimate {
  return {
    start: `خلال ${duration(tier.startMinutes)}`,
    complete: `خلال ${hours(tier.completeHours)}`,
    startMinutes: tier.startMinutes,
    completeHours: tier.completeHours,
  };
}

export function deliveryEstimate(service: ServiceType, quantity: number): DeliveryEstimate {
  const tiers = SERVICES[service].delivery;
  return estimate(tiers.find((t) => quantity <= t.upTo) ?? tiers.at(-1)!);
}

const fastest = estimate(DELIVERY_TIERS[0]!);
const slowest = estimate(DELIVERY_TIERS.at(-1)!);
const explorer = estimate(SERVICES.explorer.delivery[0]!);

/** Customer-facing sentences about the table, for the FAQ, the terms and the landing pages. */
export const deliveryText = {
  /** "يبدأ التنفيذ خلال 30 دقيقة": the fastest start, as a claim. */
  fastestStart: `يبدأ التنفيذ ${fastest.start}`,
  /** The explorer bundle's promise. */
  explorer: `يبدأ التنفيذ ${explorer.start} ويكتمل ${explorer.complete}`,
  /** The whole table in one sentence, tier by tier (the FAQ). */
  table:
    DELIVERY_TIERS.map((t, i) => {
      const e = estimate(t);
      if (i === 0) return `حتى ${formatCount(t.upTo)} مشاهدة يبدأ التنفيذ ${e.start} ويكتمل ${e.complete}`;
      if (Number.isFinite(t.upTo)) return `وحتى ${formatCount(t.upTo)} ${e.start} ويكتمل ${e.complete}`;
      return `وما فوق ذلك ${e.start} ويكتمل ${e.complete}`;
    }).join("، ") + `. باقة الإكسبلور من ${duration(explorer.startMinutes)} إلى ${hours(explorer.completeHours)}.`,
  /** From the fastest to the slowest tier (the terms). */
  range: `يبدأ تنفيذ الطلبات عادة ${fastest.start} إلى ${duration(slowest.startMinutes)} حسب الكمية، ويكتمل ${fastest.complete} إلى ${hours(slowest.completeHours)}، وباقة الإكسبلور ${explorer.start} إلى ${hours(explorer.completeHours)}.`,
};

/** docs/product-rules.md#delivery-promises: priority support above 100,000 views, a detailed report above 50,000. */
export function orderPerks(service: ServiceType, quantity: number): string[] {
  if (service !== "views") return [];
  const perks: string[] = [];
  if (quantity > 50_000) perks.push("تقرير مفصل عن الطلب");
  if (quantity > 100_000) perks.push("دعم فني بأولوية");
  return perks;
}
