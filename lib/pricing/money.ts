/** Money is integer fils inside (1 AED = 100 fils); shown with 2 decimals. */

import { formatCount } from "./count";

/** round(numerator / denominator) to the nearest integer, halves up; both non-negative integers. */
export function divRound(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/** "3.50" (no currency): the documented price display, 2 decimals (docs/product-rules.md#language-and-text). */
export function formatAmount(fils: number): string {
  const whole = Math.floor(fils / 100);
  const rest = fils % 100;
  return `${formatCount(whole)}.${String(rest).padStart(2, "0")}`;
}

export const CURRENCY = "AED";
/** The dirham as Arabic copy writes it. */
export const CURRENCY_LABEL = "درهم";

/** "3.50 درهم". */
export function formatAed(fils: number): string {
  return `${formatAmount(fils)} ${CURRENCY_LABEL}`;
}

/** Fils to the provider's decimal AED amount, e.g. 350 → 3.5. */
export function filsToAed(fils: number): number {
  return fils / 100;
}

/**
 * The one VAT function (docs/payments.md#tax-invoices): the VAT inside a VAT-inclusive total: total × rate / (100 + rate), rounded
 * to the nearest fils (halves up), in integers so no float rounding decides a
 * fils. `rateBp` is the rate in hundredths of a percent (500: 5%).
 */
export function vatInTotal(totalFils: number, rateBp: number): number {
  return divRound(totalFils * rateBp, 10_000 + rateBp);
}

/** A percentage (up to two decimals) in hundredths of a percent. */
export function rateBpOf(percent: number): number {
  return Math.round(percent * 100);
}
