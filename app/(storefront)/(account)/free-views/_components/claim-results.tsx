"use client";

import Link from "next/link";
import { useEffect, useRef } from "react";

import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { freeOffer, site } from "@/lib/content";
import { FREE_VIEWS_QUANTITY, deliveryEstimate } from "@/lib/pricing";
import { PAGES } from "@/lib/routes";

const storeTikTok = site.social.find((s) => s.href.includes("tiktok.com"))?.href;

/** A result that replaces the form after a submit: focus its heading so screen readers announce it. */
function useFocusOnMount<T extends HTMLElement>(enabled = true) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (enabled) ref.current?.focus();
  }, [enabled]);
  return ref;
}

/** After a successful claim: what happens next, the prompt to rate the store's video, the order. */
export function ClaimSuccess({ orderId }: { orderId: string | null }) {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const { start, complete } = deliveryEstimate("views", FREE_VIEWS_QUANTITY);
  return (
    <div role="status" className="grid justify-items-center gap-4 text-center">
      <Icon name="circle-check" className="size-12 text-success" />
      <h2 ref={heading} tabIndex={-1} className="text-xl font-bold outline-none">
        {freeOffer.success.title}
      </h2>
      <p>
        {freeOffer.success.text} يبدأ التنفيذ {start} ويكتمل {complete}.
      </p>
      <div className="grid w-full gap-3 rounded-lg bg-muted p-4">
        <p className="flex items-center justify-center gap-2 font-bold">
          <Icon name="star-filled" className="text-warning" /> {freeOffer.success.ratePrompt}
        </p>
        {storeTikTok && (
          <Button asChild variant="outline">
            <a href={storeTikTok} target="_blank" rel="noopener noreferrer">
              {freeOffer.success.rateCta}
            </a>
          </Button>
        )}
      </div>
      <div className="flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link href={orderId ? `${PAGES.orderComplete.path}?id=${encodeURIComponent(orderId)}` : PAGES.orders.path}>
            <Icon name="package" /> متابعة حالة الطلب
          </Link>
        </Button>
        <Button asChild variant="ghost">
          <Link href={PAGES.buy.path}>العودة إلى الصفحة الرئيسية</Link>
        </Button>
      </div>
    </div>
  );
}

/** The offer was used already: known at load, or the server said so after a submit (`announce`). */
export function AlreadyUsed({ announce = false }: { announce?: boolean }) {
  const heading = useFocusOnMount<HTMLHeadingElement>(announce);
  return (
    <div className="grid justify-items-center gap-4 text-center">
      <Icon name="info" className="size-12 text-primary" />
      <h2 ref={heading} tabIndex={-1} className="text-xl font-bold outline-none">
        {freeOffer.used.title}
      </h2>
      <p className="text-muted-foreground">{freeOffer.used.text}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link href={PAGES.buy.path}>العودة إلى الصفحة الرئيسية</Link>
        </Button>
        <Button asChild variant="outline">
          <Link href={PAGES.orders.path}>طلباتي</Link>
        </Button>
      </div>
    </div>
  );
}
