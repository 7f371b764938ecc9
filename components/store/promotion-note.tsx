import { formatAmount, promotionGift, type PriceQuote, type PublicPromotion } from "@/lib/pricing";

/**
 * The promotion in force beside the price (docs/product-rules.md#promotions):
 * its title, what it gives and when it ends. The price before it is shown
 * struck through only when the server says customers really paid it before
 * (`referencePrice`); never while a code or another discount sets the price.
 */
export function PromotionNote({
  promotion,
  quote,
  showBefore,
}: {
  promotion: PublicPromotion | null;
  quote: PriceQuote;
  showBefore: boolean;
}) {
  if (!promotion) return null;
  const before = showBefore && promotion.referencePrice && quote.promotedFils < quote.listFils;
  return (
    <p className="text-sm font-bold text-primary" data-testid="promotion">
      {before && (
        <>
          <s className="text-muted-foreground tabular-nums" aria-label={`بدلاً من ${formatAmount(quote.listFils)} درهم`}>
            {formatAmount(quote.listFils)} درهم
          </s>{" "}
        </>
      )}
      {promotion.title}: {promotionGift(promotion, quote.quantity)}، عرض محدود حتى {promotion.endsAtText}
    </p>
  );
}
