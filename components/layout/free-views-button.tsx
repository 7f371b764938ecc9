"use client";

import { useRouter } from "next/navigation";
import type * as React from "react";

import { whenCurrentUserKnown } from "@/components/auth/use-current-user";
import { Button } from "@/components/ui/button";
import { PAGES } from "@/lib/routes";

import { FREE_VIEWS_PROMOTION_ID } from "./free-views-anchor";

export { FREE_VIEWS_PROMOTION_ID };
/** docs/product-rules.md#timers: after sending a signed-out visitor to /, wait this long before scrolling. */
export const PROMOTION_SCROLL_DELAY_MS = 300;

function promotionBlock(): HTMLElement | null {
  return document.getElementById(FREE_VIEWS_PROMOTION_ID);
}

/** After navigating to /, how long to keep looking for the block on a slow phone. */
const BLOCK_WAIT_MS = 5_000;
const BLOCK_POLL_MS = 100;

/**
 * The documented 300 ms wait, then the block; if / has not rendered yet (a slow
 * phone, a page that was not prefetched), keep looking for a few seconds
 * rather than silently doing nothing.
 */
function whenPromotionBlockShows(found: (block: HTMLElement) => void) {
  const started = Date.now();
  const look = () => {
    const block = promotionBlock();
    if (block) found(block);
    else if (Date.now() - started < BLOCK_WAIT_MS) window.setTimeout(look, BLOCK_POLL_MS);
  };
  window.setTimeout(look, PROMOTION_SCROLL_DELAY_MS);
}

/**
 * The '1,000 free views' button. If the promotion block is on the page it
 * scrolls to it; otherwise a signed-in user goes to /free-views, and a signed-out
 * visitor goes to /, where the block is scrolled to and its button clicked.
 * A click while the account is still loading waits for it, so a signed-in
 * user is never taken for a visitor.
 */
export function FreeViewsButton({
  onNavigate,
  ...props
}: React.ComponentProps<typeof Button> & { onNavigate?: () => void }) {
  const router = useRouter();

  const handleClick = async () => {
    onNavigate?.();
    const here = promotionBlock();
    if (here) {
      here.scrollIntoView({ behavior: "smooth", block: "center" });
      return;
    }
    if (await whenCurrentUserKnown()) {
      router.push(PAGES.freeViews.path);
      return;
    }
    router.push(PAGES.buy.path);
    whenPromotionBlockShows((block) => {
      block.scrollIntoView({ behavior: "smooth", block: "center" });
      block.querySelector<HTMLButtonElement>("button")?.click();
    });
  };

  return <Button type="button" onClick={handleClick} {...props} />;
}
