import { EXPLORER_BUNDLE, SERVICES, type QuantityLimits } from "./catalogue";

/** What a customer may order of views and likes (the explorer bundle has a fixed size): the catalogue's. */
export const QUANTITY_LIMITS: Record<"views" | "likes", QuantityLimits> = {
  views: SERVICES.views.limits,
  likes: SERVICES.likes.limits,
};
export const EXPLORER_DEFAULT_QUANTITY = EXPLORER_BUNDLE.views;

/** Free offer: 1,000 views, once per user. */
export const FREE_VIEWS_QUANTITY = 1_000;

/** Keeps digits only ("12,5a00" → "12500"). */
export function digitsOnly(text: string): string {
  // Arabic-Indic and Persian digits count as digits too (phones type them).
  const western = text.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) & 0xf));
  return western.replace(/\D/g, "");
}

/**
 * While typing: digits only, and a number above the maximum is capped to it.
 * Below the minimum is allowed while typing (the visitor may be typing "50000").
 * Returns the text to show; "" stays "" so the field can be cleared.
 */
export function capWhileTyping(text: string, service: "views" | "likes"): string {
  const digits = digitsOnly(text).replace(/^0+(?=\d)/, "");
  if (digits === "") return "";
  const { max } = QUANTITY_LIMITS[service];
  return Number(digits) > max ? String(max) : digits;
}

/** On blur (and on the server): any input becomes a quantity within the limits. */
export function clampQuantity(value: number | string, service: "views" | "likes"): number {
  const { min, max } = QUANTITY_LIMITS[service];
  const n = typeof value === "number" ? value : Number(digitsOnly(value) || "0");
  if (!Number.isFinite(n) || n < min) return min;
  if (n > max) return max;
  return Math.floor(n);
}

/** True when the quantity can be ordered as is. */
export function isValidQuantity(quantity: number, service: "views" | "likes"): boolean {
  const { min, max } = QUANTITY_LIMITS[service];
  return Number.isInteger(quantity) && quantity >= min && quantity <= max;
}
