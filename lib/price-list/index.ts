import "server-only";

// The price list in force and its kept versions (docs/operations.md#the-price-list):
// read by checkout with a short cache and a version check, written by the console.
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
