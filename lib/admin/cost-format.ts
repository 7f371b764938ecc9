import { formatAmount } from "@/lib/pricing";

import type { CostFigures } from "./costs";

// Costs and margins as the console words them (./costs.ts computes them).

/**
 * The minus sign (U+2212), not the hyphen: set in a left-to-right isolate it
 * stays on the number's left in an Arabic line, and it reads as a sign.
 */
export const MINUS = "\u2212";

/** An amount that may be negative (a margin) or unknown, as the console shows it: "−1.25", "—". */
export function formatSignedAmount(fils: number | null): string {
  if (fils === null) return "—";
  return `${fils < 0 ? MINUS : ""}${formatAmount(Math.abs(fils))}`;
}

/**
 * A cost as the console shows it: the amount, or why it is unknown (a charge
 * the panel has not reported, a currency without a rate), never 0.00.
 */
export function formatCost(figures: CostFigures): string {
  if (figures.costFils !== null) return `${formatSignedAmount(figures.costFils)} درهم`;
  const why = [
    ...(figures.unchargedItems ? [`لم تذكر اللوحة تكلفة ${figures.unchargedItems} من العناصر المرسلة`] : []),
    ...(figures.missingRates.length ? [`لا سعر صرف لـ ${figures.missingRates.join(", ")}`] : []),
  ];
  return `غير معروفة (${why.join("؛ ")})`;
}

/** "12.5%", "−1390.9%", "—" when there is no revenue or no cost. */
export function formatMarginPercent(percent: number | null): string {
  if (percent === null) return "—";
  const rounded = Math.round(percent * 10) / 10;
  return `${rounded < 0 ? MINUS : ""}${Math.abs(rounded)}%`;
}
