import { EXPLORER_BUNDLE, type ServiceType } from "./catalogue";
import { divRound } from "./money";

/**
 * The store's only price formulas (docs/product-rules.md#prices), in
 * integer fils. Each piece is linear between its breakpoints and the result is
 * rounded to the nearest fils, halves up. Prices include VAT.
 */

/** Floor for tiny quantities (0.50 AED). */
const MIN_FILS = 50;

/**
 * Views: under 5,000: qty/5000 × 3.50 (at least 0.50); 5,000–100,000: 3.50 → 15.00;
 * above 100,000: 15.00 → 50.00 at 1,000,000; 999,000 or more: exactly 50.00.
 */
export function viewsPriceFils(quantity: number): number {
  const q = wholeQuantity(quantity);
  if (q <= 0) return 0;
  if (q < 5_000) return Math.max(MIN_FILS, divRound(q * 350, 5_000));
  if (q <= 100_000) return 350 + divRound((q - 5_000) * (1_500 - 350), 95_000);
  if (q < 999_000) return 1_500 + divRound((q - 100_000) * (5_000 - 1_500), 900_000);
  return 5_000;
}

/**
 * Likes: under 100: qty/100 × 3.50 (at least 0.50); 100–1,000: 3.50 → 15.00;
 * above 1,000: 15.00 plus 15.00 per further 1,000 (pro rata).
 */
export function likesPriceFils(quantity: number): number {
  const q = wholeQuantity(quantity);
  if (q <= 0) return 0;
  if (q < 100) return Math.max(MIN_FILS, divRound(q * 350, 100));
  if (q <= 1_000) return 350 + divRound((q - 100) * (1_500 - 350), 900);
  return 1_500 + divRound((q - 1_000) * 1_500, 1_000);
}

/**
 * The explorer bundle: 15.00 AED everywhere. No struck-through "list price":
 * the store never sold it at another price (docs/product-rules.md#no-reference-prices).
 */
export const EXPLORER_PRICE_FILS = 1_500;

/** Returning customers (a completed paid order before) get 5% off, applied by the server. */
export const RETURNING_CUSTOMER_DISCOUNT_PERCENT = 5;

export interface PriceQuote {
  service: ServiceType;
  /** What is delivered; for the explorer bundle its views (the other parts are fixed). */
  quantity: number;
  /** Price before the returning-customer discount. */
  listFils: number;
  /** What the customer pays. */
  amountFils: number;
  discountFils: number;
}

/**
 * The price of an order. Quantities must already be valid (see limits.ts);
 * the explorer bundle ignores the quantity. Pure: the server calls it when it
 * creates a payment, pages call it to display.
 */
export function priceFor(input: { service: ServiceType; quantity: number; returningCustomer?: boolean }): PriceQuote {
  const { service } = input;
  const quantity = service === "explorer" ? EXPLORER_BUNDLE.views : wholeQuantity(input.quantity);
  const listFils =
    service === "explorer"
      ? EXPLORER_PRICE_FILS
      : service === "views"
        ? viewsPriceFils(quantity)
        : likesPriceFils(quantity);
  const amountFils = input.returningCustomer ? applyReturningDiscount(listFils) : listFils;
  return { service, quantity, listFils, amountFils, discountFils: listFils - amountFils };
}

/** 5% off, rounded to the nearest fils (halves up); never below the 0.50 floor. */
export function applyReturningDiscount(fils: number): number {
  if (fils <= 0) return 0;
  return Math.max(Math.min(fils, MIN_FILS), divRound(fils * (100 - RETURNING_CUSTOMER_DISCOUNT_PERCENT), 100));
}

function wholeQuantity(quantity: number): number {
  return Number.isFinite(quantity) ? Math.floor(quantity) : 0;
}
