import "server-only";

// The price list in force and its kept versions (docs/operations.md#the-price-list):
// read by checkout with a short cache and a version check, written by the console;
// the owner's discount codes (docs/product-rules.md#discount-codes) and promotions
// (docs/product-rules.md#promotions).
export {
  currentPriceList,
  DEFAULT_VERSION,
  PRICE_LIST_CONFLICT_MESSAGE,
  PRICE_LIST_TTL_MS,
  PRICE_PAGE_REVALIDATE_SECONDS,
  priceListForPage,
  priceListHistory,
  PriceListReader,
  savePriceList,
  type PriceListInForce,
} from "./store";
export { DISCOUNT_CODE_MESSAGES, normaliseDiscountCode, priceWithCode, type PriceWithCode } from "./code-rules";
export { CODE_HOLD_MS, previewDiscountCode, takeDiscountCode, type CodeCustomer, type CodeUse } from "./codes";
export {
  CODE_TAKEN_MESSAGE,
  createDiscountCode,
  discountCodeBook,
  discountCodeInputSchema,
  setDiscountCodePaused,
  type DiscountCodeInput,
  type DiscountCodeRow,
} from "./code-book";
export {
  createPromotion,
  endPromotionNow,
  PROMOTION_OVERLAP_MESSAGE,
  PROMOTION_PAST_MESSAGE,
  promotionBook,
  promotionInputSchema,
  promotionsForPage,
  promotionsInForce,
  type PromotionInput,
  type PromotionRow,
} from "./promotions";
