"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { flushSync } from "react-dom";

import { focusFirstInvalid } from "@/lib/forms";
import {
  EXPLORER_BUNDLE,
  filsToAed,
  formatAmount,
  priceFor,
  promotionFor,
  serviceLabel,
  tiktokLinkError,
} from "@/lib/pricing";
import { PAGES } from "@/lib/routes";

import { ServiceTabs, VideoLinkField } from "./service-fields";
import { storeLink, storeSelection } from "./order-storage";
import { PreviousLinkChoice, useLinkBeingPaid, useStoredLink } from "./previous-link";
import { useAddToCart } from "./use-add-to-cart";
import { PromotionNote } from "./promotion-note";
import { usePriceList, usePromotions } from "./use-price-list";
import { BuyButton, useCheckout } from "./use-checkout";
import { DiscountCodeField, useDiscountCode } from "./discount-code";

/** The explorer bundle's form: tabs back to the other services, link, fixed price, buy. */
export function ExplorerForm() {
  const router = useRouter();
  const [link, setLink] = useState("");
  const [error, setError] = useState<string | null>(null);
  const prices = usePriceList();
  const promotion = promotionFor(usePromotions(), "explorer");
  const quote = priceFor({ service: "explorer", quantity: 0, promotion }, prices);
  const code = useDiscountCode({ service: "explorer", quantity: EXPLORER_BUNDLE.views });
  const checkout = useCheckout(code.refuse);
  const priceFils = code.applied ? Math.round(code.applied.amount * 100) : quote.amountFils;
  const addToCart = useAddToCart("explorer", EXPLORER_BUNDLE.views, quote.amountFils, tiktokLinkError);

  const storedLink = useStoredLink();
  useLinkBeingPaid(setLink);

  const changeLink = (value: string) => {
    setLink(value);
    setError(null);
    storeLink(value.trim());
    addToCart(value);
  };

  const onTab = (value: string) => {
    if (value === "views") router.push(PAGES.buy.path);
    if (value === "likes") router.push(`${PAGES.buy.path}?serviceType=likes`);
  };

  const onBuy = async (event: React.FormEvent) => {
    event.preventDefault();
    const problem = tiktokLinkError(link);
    flushSync(() => setError(problem));
    if (problem) {
      focusFirstInvalid(event.currentTarget as HTMLFormElement);
      return;
    }
    storeSelection("explorer", EXPLORER_BUNDLE.views);
    await checkout.buy({
      serviceType: "explorer",
      quantity: EXPLORER_BUNDLE.views,
      tiktokUrl: link.trim(),
      prices,
      discountCode: code.code,
      discountedAmount: filsToAed(priceFils),
    });
  };

  return (
    <form onSubmit={onBuy} noValidate className="flex flex-col gap-5 rounded-2xl border bg-card p-4 shadow-sm sm:p-6">
      <ServiceTabs value="explorer" onChange={onTab}>
        <VideoLinkField value={link} error={error} onChange={changeLink} />
        <PreviousLinkChoice link={storedLink} current={link} onChoose={changeLink} />
        <div className="flex items-center justify-between gap-3 rounded-xl bg-muted p-4">
          <div>
            <p className="text-sm text-muted-foreground">سعر الباقة</p>
            <p className="flex items-baseline gap-2">
              <span className="text-3xl font-extrabold tabular-nums" data-testid="price">
                {formatAmount(priceFils)} <span className="text-base font-bold">درهم</span>
              </span>
            </p>
            <p className="text-xs text-muted-foreground">شامل ضريبة القيمة المضافة</p>
            <PromotionNote promotion={promotion} quote={quote} showBefore={!code.applied} />
          </div>
        </div>
        <DiscountCodeField state={code} />
        <BuyButton checkout={checkout} link={link}>
          اشترِ {serviceLabel("explorer")}
        </BuyButton>
      </ServiceTabs>
    </form>
  );
}
