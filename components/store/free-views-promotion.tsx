import { FREE_VIEWS_PROMOTION_ID } from "@/components/layout/free-views-anchor";
import { Icon } from "@/components/ui/icon";
import { freeOffer } from "@/lib/content";

import { FreeViewsClaim } from "./free-views-dialog";

/**
 * The free-offer block (`#free-views-promotion`, which the header button
 * scrolls to and clicks): its words from the server, its button and dialog a
 * client leaf (./free-views-dialog.tsx).
 */
export function FreeViewsPromotion({ className }: { className?: string }) {
  return (
    <div
      id={FREE_VIEWS_PROMOTION_ID}
      className={`flex flex-col items-center gap-3 rounded-xl border border-primary/30 bg-primary/5 p-5 text-center ${className ?? ""}`}
    >
      <Icon name="gift" className="size-8 text-primary" />
      <h2 className="text-lg font-extrabold">{freeOffer.title}</h2>
      <p className="text-sm text-muted-foreground">{freeOffer.text}</p>
      <FreeViewsClaim>{freeOffer.cta}</FreeViewsClaim>
    </div>
  );
}
