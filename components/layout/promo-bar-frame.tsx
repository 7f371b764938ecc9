"use client";

import { usePathname } from "next/navigation";
import { useEffect, useState } from "react";

import { useCurrentUser } from "@/components/auth/use-current-user";
import { PAGES } from "@/lib/routes";

/** docs/product-rules.md#timers: the bar becomes fixed at the top once the page has scrolled more than 100 px. */
export const PROMO_FIX_AFTER_PX = 100;

/**
 * The promo bar's client part: fixed once the page has scrolled, gone once the
 * signed-in customer has used the offer. Its text comes rendered from the
 * server (promo-bar.tsx), so the marketing copy is not first-load JavaScript.
 */
export function PromoBarFrame({ children }: { children: React.ReactNode }) {
  const [fixed, setFixed] = useState(false);
  const { user } = useCurrentUser();
  // The operator console is not a storefront: it never shows the customers' offer.
  const path = usePathname() ?? "";
  const inConsole = path === PAGES.admin.path || path.startsWith(`${PAGES.admin.path}/`);

  useEffect(() => {
    const onScroll = () => setFixed(window.scrollY > PROMO_FIX_AFTER_PX);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);

  if (user?.usedFreeViews || inConsole) return null;
  return (
    // The outer box keeps the bar's height so the page does not jump when it becomes fixed.
    // .promo-bar: hidden before the first paint when this browser knows the offer is used
    // (components/auth/account-hint.ts), so removing it after hydration moves nothing.
    <div className="promo-bar h-11">
      <div
        data-fixed={fixed}
        className="flex h-11 items-center justify-center gap-3 bg-primary px-3 text-sm text-primary-foreground data-[fixed=true]:fixed data-[fixed=true]:inset-x-0 data-[fixed=true]:top-0 data-[fixed=true]:z-40 data-[fixed=true]:shadow-md"
      >
        {children}
      </div>
    </div>
  );
}
