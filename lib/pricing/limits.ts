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
 * A quantity as a customer or a client sent it, read strictly: a whole number
 * (a JSON number that is a safe integer, or text of digits, Arabic-Indic and
 * Persian digits included, optionally grouped by thousands: "5000", "5,000",
 * "٥٬٠٠٠"). Anything else is null, never a guess: "5,000.9" is not 50,009,
 * "-5000" is not 5,000, and decimals, exponents, signs and stray text are
 * refused (docs/product-rules.md#payment-creation).
 */
export function parseQuantity(value: unknown): number | null {
  if (typeof value === "number") return Number.isSafeInteger(value) ? value : null;
  if (typeof value !== "string" || value.length > 32) return null;
  const western = value.trim().replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) & 0xf));
  if (!/^(\d+|\d{1,3}([,\u066C]\d{3})+)$/.test(western)) return null;
  const quantity = Number(western.replace(/[,\u066C]/g, ""));
  return Number.isSafeInteger(quantity) ? quantity : null;
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
  const n = parseQuantity(value) ?? 0;
  if (n < min) return min;
  if (n > max) return max;
  return Math.floor(n);
}

/** True when the quantity can be ordered as is. */
export function isValidQuantity(quantity: number, service: "views" | "likes"): boolean {
  const { min, max } = QUANTITY_LIMITS[service];
  return Number.isInteger(quantity) && quantity >= min && quantity <= max;
}
