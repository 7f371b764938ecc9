/** Services the store sells (docs/product-rules.md#services-and-quantities; explorer is the fixed bundle). */
export type ServiceType = "views" | "likes" | "explorer";
export const SERVICE_TYPES: readonly ServiceType[] = ["views", "likes", "explorer"];

export function isServiceType(value: unknown): value is ServiceType {
  return typeof value === "string" && (SERVICE_TYPES as readonly string[]).includes(value);
}

export interface QuantityLimits {
  min: number;
  max: number;
  /**
   * Quantity shown when the visitor arrives: views 5,000, likes 100, explorer
   * 25,000 (docs/product-rules.md#services-and-quantities).
   */
  default: number;
  /** Slider step. */
  step: number;
}

export const QUANTITY_LIMITS: Record<"views" | "likes", QuantityLimits> = {
  views: { min: 5_000, max: 1_000_000, default: 5_000, step: 1_000 },
  likes: { min: 100, max: 5_000, default: 100, step: 50 },
};

/** The explorer bundle: one order with four parts (docs/product-rules.md#services-and-quantities). */
export const EXPLORER_BUNDLE = { views: 25_000, likes: 250, saves: 50, shares: 75 } as const;
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
