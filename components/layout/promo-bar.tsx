"use client";

import { useEffect, useState } from "react";

import { site } from "@/lib/content";

import { FreeViewsButton } from "./free-views-button";

/** docs/product-rules.md#timers: the bar becomes fixed at the top once the page has scrolled more than 100 px. */
export const PROMO_FIX_AFTER_PX = 100;

export function PromoBar() {
  const [fixed, setFixed] = useState(false);

  useEffect(() => {
    const onScroll = () => setFixed(window.scrollY > PROMO_FIX_AFTER_PX);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);

  return (
    // The outer box keeps the bar's height so the page does not jump when it becomes fixed.
    <div className="h-11">
      <div
        data-fixed={fixed}
        className="flex h-11 items-center justify-center gap-3 bg-primary px-3 text-sm text-primary-foreground data-[fixed=true]:fixed data-[fixed=true]:inset-x-0 data-[fixed=true]:top-0 data-[fixed=true]:z-40 data-[fixed=true]:shadow-md"
      >
        <p className="truncate font-bold">{site.promo.text}</p>
        <FreeViewsButton variant="secondary" size="xs">
          {site.promo.cta}
        </FreeViewsButton>
      </div>
    </div>
  );
}
