import { site } from "@/lib/content";

import { FreeViewsButton } from "./free-views-button";
import { PromoBarFrame } from "./promo-bar-frame";

export { PROMO_FIX_AFTER_PX } from "./promo-bar-frame";

/**
 * The free-offer bar above the header. Gone once the signed-in customer has
 * used the offer (it would keep offering what they already had); on phones the
 * short text, which fits beside the button uncut. The text is rendered here, on
 * the server; only the frame (scrolling, the account) runs in the browser.
 */
export function PromoBar() {
  return (
    <PromoBarFrame>
      <p className="min-w-0 font-bold">
        <span className="sm:hidden">{site.promo.short}</span>
        <span className="hidden sm:inline">{site.promo.text}</span>
      </p>
      <FreeViewsButton variant="secondary" size="xs">
        {site.promo.cta}
      </FreeViewsButton>
    </PromoBarFrame>
  );
}
