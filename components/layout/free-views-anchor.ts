/** Element id of the free-offer block on the pages that have one (docs/product-rules.md#pages-and-navigation). */
export const FREE_VIEWS_PROMOTION_ID = "free-views-promotion";
