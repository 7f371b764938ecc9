"use client";

import dynamic from "next/dynamic";
import { useRouter } from "next/navigation";
import { useRef, useState } from "react";

import { whenCurrentUserKnown } from "@/components/auth/use-current-user";
import { Button } from "@/components/ui/button";
import { PAGES } from "@/lib/routes";

const loadDialog = () => import("./free-views-offer-dialog");
const FreeViewsOfferDialog = dynamic(loadDialog, { ssr: false });

/**
 * The free-offer block's button (`#free-views-promotion`'s, which the header
 * button scrolls to and clicks) and its dialog. Signed-in users go straight to
 * /free-views; others may register (with a toast explaining the next step),
 * log in, or close (docs/product-rules.md#free-offer). The dialog is a separate chunk,
 * fetched on the first touch or focus of the button and shown on click; focus
 * returns to the button when it closes. The block's words are rendered by the
 * server (./free-views-promotion.tsx): they are not first-load JavaScript.
 */
export function FreeViewsClaim({ children }: { children: React.ReactNode }) {
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
    <>
      <Button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerDown={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={onClaim}
      >
        {children}
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
    </>
  );
}
