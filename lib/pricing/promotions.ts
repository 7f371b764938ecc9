import type { ServiceType } from "./catalogue";
import { formatCount } from "./count";
import { divRound } from "./money";
import { MIN_PRICE_FILS } from "./price-list";

/**
 * Promotions with dates (docs/product-rules.md#promotions), as the customer
 * sees them and as a price applies them. Pure and client-safe: the server
 * prices every payment with the promotion in force (lib/price-list/promotions),
 * the buy forms show what /api/prices says is in force.
 */

/** The longest a promotion may run (the database's CHECK says the same). */
export const PROMOTION_MAX_DAYS = 90;

/**
 * A struck-through "before" price is shown only when the price list in force
 * had been charged for at least this many days before the promotion started.
 */
export const REFERENCE_PRICE_DAYS = 30;

export interface PublicPromotion {
  id: string;
  title: string;
  kind: "PERCENT" | "EXTRA";
  /** PERCENT: percent off (1-90); EXTRA: percent more quantity, free (1-100). */
  value: number;
  /** Empty: every service. */
  services: ServiceType[];
  /** ISO instant. */
  endsAt: string;
  /** The end on the store's clock, as the customer reads it («15 ديسمبر، 11:59 م»): worded by the server. */
  endsAtText: string;
  /** Whether the price before the promotion may be shown struck through (REFERENCE_PRICE_DAYS). */
  referencePrice: boolean;
}

/** The promotion in force for `service` among those in force (at most one per service: the console keeps it so). */
export function promotionFor(promotions: readonly PublicPromotion[], service: ServiceType): PublicPromotion | null {
  return (
    promotions.find(
      (p) =>
        (p.services.length === 0 || p.services.includes(service)) && (p.kind === "PERCENT" || service !== "explorer"),
    ) ?? null
  );
}

/** A PERCENT promotion's price: rounded to the nearest fils, never under the 0.50 floor. */
export function promotedFils(listFils: number, promotion: Pick<PublicPromotion, "kind" | "value"> | null): number {
  if (!promotion || promotion.kind !== "PERCENT" || listFils <= 0) return listFils;
  return Math.max(Math.min(listFils, MIN_PRICE_FILS), listFils - divRound(listFils * promotion.value, 100));
}

/** An EXTRA promotion's free quantity on top of `quantity` (whole units, rounded down). */
export function bonusQuantityOf(quantity: number, promotion: Pick<PublicPromotion, "kind" | "value"> | null): number {
  if (!promotion || promotion.kind !== "EXTRA" || quantity <= 0) return 0;
  return Math.floor((quantity * promotion.value) / 100);
}

/** What the promotion gives, in a few words: «خصم 20%» or «2,000 مجاناً». */
export function promotionGift(promotion: Pick<PublicPromotion, "kind" | "value">, quantity: number): string {
  if (promotion.kind === "PERCENT") return `خصم ${promotion.value}%`;
  const bonus = bonusQuantityOf(quantity, promotion);
  return bonus > 0 ? `+${formatCount(bonus)} مجاناً` : `+${promotion.value}% مجاناً`;
}
