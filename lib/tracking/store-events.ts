import { adContent } from "@/lib/pricing";

import { trackEvent } from "./client";
import type { TrackedProduct } from "./products";

/**
 * AddToCart: the visitor has chosen a product and given a valid video link
 * (the store has no cart; this is the step before the buy button). `value`
 * in AED major units.
 */
export function trackAddToCart(item: { serviceType: TrackedProduct; quantity: number; value: number }): void {
  const { id, name } = adContent(item.serviceType);
  trackEvent("AddToCart", {
    value: item.value,
    currency: "AED",
    quantity: item.quantity,
    content_type: "product",
    content_id: id,
    content_name: name,
    contents: [{ content_id: id, content_name: name, content_type: "product", quantity: item.quantity }],
  });
}

/** Search, only with something searched for (docs/product-rules.md#ad-events: search_string only when present). */
export function trackSearch(searchString: string): void {
  const text = searchString.trim().slice(0, 200);
  if (!text) return;
  trackEvent("Search", { search_string: text, content_type: "search" });
}
