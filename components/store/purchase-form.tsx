"use client";

import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { flushSync } from "react-dom";

import { useQuery } from "@/components/checkout/use-query";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Icon } from "@/components/ui/icon";
import { multipleServicesWarning } from "@/lib/content";
import { focusFirstInvalid } from "@/lib/forms";
import {
  clampQuantity,
  deliveryEstimate,
  filsToAed,
  formatAmount,
  priceFor,
  promotionFor,
  QUANTITY_LIMITS,
  tiktokLinkError,
  formatCount,
} from "@/lib/pricing";
import { PAGES } from "@/lib/routes";

import { ServiceTabs, VideoLinkField } from "./service-fields";
import { loadStoredOrder, storeLink, storeSelection } from "./order-storage";
import { PreviousLinkChoice, useLinkBeingPaid, useStoredLink } from "./previous-link";
import { isBelowMinimum, QuantityPicker } from "./quantity-picker";
import { useAddToCart } from "./use-add-to-cart";
import { PromotionNote } from "./promotion-note";
import { usePriceList, usePromotions } from "./use-price-list";
import { BuyButton, useCheckout } from "./use-checkout";
import { DiscountCodeField, useDiscountCode } from "./discount-code";

type Sellable = "views" | "likes";

/**
 * Reads ?serviceType (views, likes or explorer) and ?quantity on the client, so
 * the page stays static. The prerendered HTML is the views form, and hydration
 * keeps it (no Suspense bail-out that would replace it): what a visitor typed
 * before the scripts ran stays, and the form is not painted a second time. A
 * query that asks for something else re-mounts the form with it just after.
 */
export function PurchaseFormFromQuery() {
  const query = useQuery();
  const type = query?.get("serviceType") ?? null;
  const quantity = Number(query?.get("quantity") ?? "");
  const router = useRouter();
  useEffect(() => {
    if (type === "explorer") router.replace(PAGES.explorer.path);
  }, [type, router]);
  const service: Sellable = type === "likes" ? "likes" : "views";
  // ?quantity (e.g. the analyser's suggested boost) is clamped into the limits.
  const initialQuantity = Number.isFinite(quantity) && quantity > 0 ? clampQuantity(quantity, service) : undefined;
  return (
    <PurchaseForm key={`${service}-${initialQuantity}`} initialService={service} initialQuantity={initialQuantity} />
  );
}

/**
 * The main purchase form: service tabs (the explorer tab goes to its own page),
 * video link, quantity (slider and custom field), live price and the buy button,
 * enabled once a link is typed.
 */
export function PurchaseForm({
  initialService,
  initialQuantity,
}: {
  initialService: Sellable;
  initialQuantity?: number;
}) {
  const router = useRouter();
  const [service, setService] = useState<Sellable>(initialService);
  const [link, setLink] = useState("");
  const [quantityText, setQuantityText] = useState(String(initialQuantity ?? QUANTITY_LIMITS[initialService].default));
  const [linkError, setLinkError] = useState<string | null>(null);
  const storedLink = useStoredLink();
  useLinkBeingPaid(setLink, initialQuantity !== undefined);

  // Bring back the quantity chosen before (reload, back from the payment page); the link only on request.
  useEffect(() => {
    const stored = loadStoredOrder();
    if (!initialQuantity && stored.serviceType === initialService && stored.quantity)
      // eslint-disable-next-line react-hooks/set-state-in-effect -- browser storage exists only after mount
      setQuantityText(String(clampQuantity(stored.quantity, initialService)));
  }, [initialService, initialQuantity]);

  const quantity = clampQuantity(quantityText, service);
  const prices = usePriceList();
  const promotion = promotionFor(usePromotions(), service);
  const quote = priceFor({ service, quantity, promotion }, prices);
  const delivery = deliveryEstimate(service, quantity);
  const addToCart = useAddToCart(service, quote.quantity, quote.amountFils, tiktokLinkError);
  const code = useDiscountCode({ service, quantity: quote.quantity });
  const checkout = useCheckout(code.refuse);
  const priceFils = code.applied ? Math.round(code.applied.amount * 100) : quote.amountFils;

  const selectService = (value: string) => {
    if (value === "explorer") {
      router.push(PAGES.explorer.path);
      return;
    }
    const next: Sellable = value === "likes" ? "likes" : "views";
    setService(next);
    setQuantityText(String(QUANTITY_LIMITS[next].default));
    storeSelection(next, QUANTITY_LIMITS[next].default);
    router.replace(next === "likes" ? `${PAGES.buy.path}?serviceType=likes` : PAGES.buy.path, { scroll: false });
  };

  const commitQuantity = (value: number) => {
    setQuantityText(String(value));
    storeSelection(service, value);
  };

  const changeLink = (value: string) => {
    setLink(value);
    setLinkError(null);
    storeLink(value.trim());
    addToCart(value);
  };

  const onBuy = async (event: React.FormEvent) => {
    event.preventDefault();
    const error = tiktokLinkError(link);
    flushSync(() => setLinkError(error));
    if (error || isBelowMinimum(quantityText, service)) {
      focusFirstInvalid(event.currentTarget as HTMLFormElement);
      return;
    }
    setQuantityText(String(quantity));
    storeSelection(service, quantity);
    await checkout.buy({
      serviceType: service,
      quantity,
      tiktokUrl: link.trim(),
      prices,
      discountCode: code.code,
      discountedAmount: filsToAed(priceFils),
    });
  };

  return (
    <form onSubmit={onBuy} noValidate className="flex flex-col gap-5 rounded-2xl border bg-card p-4 shadow-sm sm:p-6">
      <ServiceTabs value={service} onChange={selectService}>
        <VideoLinkField value={link} error={linkError} onChange={changeLink} />
        <PreviousLinkChoice link={storedLink} current={link} onChoose={changeLink} />

        <QuantityPicker
          service={service}
          text={quantityText}
          onTextChange={setQuantityText}
          onCommit={commitQuantity}
          quick={prices[service].quick}
        />

        <div className="flex items-end justify-between gap-3 rounded-xl bg-muted p-4">
          <div>
            <p className="text-sm text-muted-foreground">السعر الإجمالي</p>
            <p className="text-3xl font-extrabold tabular-nums" data-testid="price">
              {formatAmount(priceFils)} <span className="text-base font-bold">درهم</span>
            </p>
            <p className="text-xs text-muted-foreground">شامل ضريبة القيمة المضافة</p>
            <PromotionNote promotion={promotion} quote={quote} showBefore={!code.applied} />
          </div>
          <div className="text-end text-xs text-muted-foreground">
            <p>يبدأ {delivery.start}</p>
            <p>يكتمل {delivery.complete}</p>
          </div>
        </div>

        <DiscountCodeField state={code} />

        <Alert role="note" variant="warning">
          <Icon name="triangle-exclamation-point" />
          <AlertDescription>{multipleServicesWarning}</AlertDescription>
        </Alert>

        <BuyButton checkout={checkout} link={link}>
          اشترِ الآن {formatCount(quantity)} {service === "views" ? "مشاهدة" : "إعجاب"}
        </BuyButton>
      </ServiceTabs>
    </form>
  );
}
