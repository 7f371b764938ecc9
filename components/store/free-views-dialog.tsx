"use client";

import dynamic from "next/dynamic";
import { useRouter } from "next/navigation";
import { useRef, useState } from "react";

import { whenCurrentUserKnown } from "@/components/auth/use-current-user";
import { FREE_VIEWS_PROMOTION_ID } from "@/components/layout/free-views-button";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { freeOffer } from "@/lib/content";
import { PAGES } from "@/lib/routes";

const loadDialog = () => import("./free-views-offer-dialog");
const FreeViewsOfferDialog = dynamic(loadDialog, { ssr: false });

/**
 * The free-offer block (`#free-views-promotion`, which the header button
 * scrolls to and clicks) and its dialog. Signed-in users go straight to
 * /free-views; others may register (with a toast explaining the next step),
 * log in, or close (docs/product-rules.md#free-offer). The dialog is a separate chunk,
 * fetched on the first touch or focus of the button and shown on click; focus
 * returns to the button when it closes.
 */
export function FreeViewsPromotion({ className }: { className?: string }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  // Waits for the account if it is still loading: a signed-in user who taps
  // early must not be offered sign-up.
  const onClaim = async () => {
    if (await whenCurrentUserKnown()) {
      router.push(PAGES.freeViews.path);
      return;
    }
    setUsed(true);
    setOpen(true);
  };

  return (
    <div
      id={FREE_VIEWS_PROMOTION_ID}
      className={`flex flex-col items-center gap-3 rounded-xl border border-primary/30 bg-primary/5 p-5 text-center ${className ?? ""}`}
    >
      <Icon name="gift" className="size-8 text-primary" />
      <h2 className="text-lg font-extrabold">{freeOffer.title}</h2>
      <p className="text-sm text-muted-foreground">{freeOffer.text}</p>
      <Button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerDown={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={onClaim}
      >
        {freeOffer.cta}
      </Button>
      {used && (
        <FreeViewsOfferDialog
          open={open}
          onOpenChange={setOpen}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            button.current?.focus();
          }}
        />
      )}
    </div>
  );
}
