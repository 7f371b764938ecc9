import { EXPLORER_BUNDLE, type ServiceType } from "./catalogue";
import { divRound } from "./money";
import { DEFAULT_PRICE_LIST, MIN_PRICE_FILS, tablePriceFils, type PriceList } from "./price-list";
import { bonusQuantityOf, promotedFils, type PublicPromotion } from "./promotions";

/**
 * Prices in integer fils, VAT included (docs/product-rules.md#prices), from a
 * price list (./price-list.ts): the one the owner set, which the server reads
 * (lib/price-list), or the default one. Linear between breakpoints, rounded to
 * the nearest fils, halves up.
 */

/**
 * Views on the default price list: 3.50 at 5,000, 15.00 at 100,000, 50.00 at
 * 1,000,000, linear between (under 5,000 proportional, at least 0.50).
 */
export function viewsPriceFils(quantity: number, list: PriceList = DEFAULT_PRICE_LIST): number {
  return tablePriceFils(list.views.points, quantity);
}

/** Likes on the default price list: 3.50 at 100, 15.00 at 1,000, then 15.00 per further 1,000 (pro rata). */
export function likesPriceFils(quantity: number, list: PriceList = DEFAULT_PRICE_LIST): number {
  return tablePriceFils(list.likes.points, quantity);
}

/**
 * The explorer bundle: 15.00 AED everywhere. No struck-through "list price":
 * the store never sold it at another price (docs/product-rules.md#no-reference-prices).
 */
export const EXPLORER_PRICE_FILS = DEFAULT_PRICE_LIST.explorer.fils;

/** Returning customers (a completed paid order before) get 5% off, applied by the server. */
export const RETURNING_CUSTOMER_DISCOUNT_PERCENT = 5;

export interface PriceQuote {
  service: ServiceType;
  /** What is delivered; for the explorer bundle its views (the other parts are fixed). */
  quantity: number;
  /** Price before any discount (the price list's). */
  listFils: number;
  /** Price after the promotion in force, before the returning-customer discount (listFils without one). */
  promotedFils: number;
  /** Free quantity an EXTRA promotion adds (delivered on top of `quantity`). */
  bonusQuantity: number;
  /** What the customer pays. */
  amountFils: number;
  discountFils: number;
}

/**
 * The price of an order. Quantities must already be valid (see limits.ts);
 * the explorer bundle ignores the quantity. Pure: the server calls it with the
 * current price list when it creates a payment, pages call it to display.
 */
export function priceFor(
  input: {
    service: ServiceType;
    quantity: number;
    returningCustomer?: boolean;
    /** The promotion in force for this service (promotionFor), applied before the returning customer's discount. */
    promotion?: Pick<PublicPromotion, "kind" | "value"> | null;
  },
  list: PriceList = DEFAULT_PRICE_LIST,
): PriceQuote {
  const { service } = input;
  const promotion = input.promotion ?? null;
  const quantity = service === "explorer" ? EXPLORER_BUNDLE.views : wholeQuantity(input.quantity);
  const listFils = service === "explorer" ? list.explorer.fils : tablePriceFils(list[service].points, quantity);
  const promoted = promotedFils(listFils, promotion);
  const bonusQuantity = service === "explorer" ? 0 : bonusQuantityOf(quantity, promotion);
  const amountFils = input.returningCustomer ? applyReturningDiscount(promoted) : promoted;
  return {
    service,
    quantity,
    listFils,
    promotedFils: promoted,
    bonusQuantity,
    amountFils,
    discountFils: listFils - amountFils,
  };
}

/** 5% off, rounded to the nearest fils (halves up); never below the 0.50 floor. */
export function applyReturningDiscount(fils: number): number {
  if (fils <= 0) return 0;
  return Math.max(Math.min(fils, MIN_PRICE_FILS), divRound(fils * (100 - RETURNING_CUSTOMER_DISCOUNT_PERCENT), 100));
}

function wholeQuantity(quantity: number): number {
  return Number.isFinite(quantity) ? Math.floor(quantity) : 0;
}
