import { divRound } from "./money";

// A price table's arithmetic alone (lib/pricing/price-list.ts holds the list
// around it): small, so the landing page's «من … درهم» carries nothing else.

export interface PricePoint {
  quantity: number;
  /** The price at this quantity, in fils, VAT included. */
  fils: number;
}

/** Floor for tiny quantities (0.50 AED): below a table's first point the price is proportional, never below it. */
export const MIN_PRICE_FILS = 50;

/**
 * The price of `quantity` on a table: linear between the two points around it,
 * rounded to the nearest fils (halves up); below the first point proportional
 * to it (at least 0.50), above the last one the last price.
 */
export function tablePriceFils(points: readonly PricePoint[], quantity: number): number {
  const q = Number.isFinite(quantity) ? Math.floor(quantity) : 0;
  if (q <= 0 || points.length === 0) return 0;
  const first = points[0]!;
  if (q < first.quantity) return Math.max(MIN_PRICE_FILS, divRound(q * first.fils, first.quantity));
  const i = points.findIndex((p, k) => k > 0 && q <= p.quantity);
  if (i === -1) return points.at(-1)!.fils;
  const a = points[i - 1]!;
  const b = points[i]!;
  return a.fils + divRound((q - a.quantity) * (b.fils - a.fils), b.quantity - a.quantity);
}
