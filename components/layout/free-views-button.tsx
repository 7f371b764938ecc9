"use client";

import { useRouter } from "next/navigation";
import type * as React from "react";

import { useCurrentUser } from "@/components/auth/use-current-user";
import { Button } from "@/components/ui/button";

/** Element id of the free-offer block on the pages that have one (spec, Header). */
export const FREE_VIEWS_PROMOTION_ID = "free-views-promotion";
/** Spec: after sending a signed-out visitor to /, wait this long before scrolling. */
export const PROMOTION_SCROLL_DELAY_MS = 300;

function promotionBlock(): HTMLElement | null {
  return document.getElementById(FREE_VIEWS_PROMOTION_ID);
}

/**
 * The '1,000 free views' button. If the promotion block is on the page it
 * scrolls to it; otherwise a signed-in user goes to /free-views, and a signed-out
 * visitor goes to /, where the block is scrolled to and its button clicked.
 */
export function FreeViewsButton({
  onNavigate,
  ...props
}: React.ComponentProps<typeof Button> & { onNavigate?: () => void }) {
  const router = useRouter();
  const { isAuthenticated } = useCurrentUser();

  const handleClick = () => {
    onNavigate?.();
    const here = promotionBlock();
    if (here) {
      here.scrollIntoView({ behavior: "smooth", block: "center" });
      return;
    }
    if (isAuthenticated) {
      router.push("/free-views");
      return;
    }
    router.push("/");
    window.setTimeout(() => {
      const block = promotionBlock();
      block?.scrollIntoView({ behavior: "smooth", block: "center" });
      block?.querySelector<HTMLButtonElement>("button")?.click();
    }, PROMOTION_SCROLL_DELAY_MS);
  };

  return <Button type="button" onClick={handleClick} {...props} />;
}
