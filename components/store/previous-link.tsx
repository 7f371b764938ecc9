"use client";

import { useEffect, useState } from "react";

import { checkoutLinkToRestore } from "@/components/checkout/device-storage";
import { VideoLinkLabel } from "@/components/checkout/video-link-label";
import { Button } from "@/components/ui/button";

import { loadStoredOrder } from "./order-storage";

/**
 * The link this device used last, offered as a visible choice and never put in
 * the field by itself: a customer who came for another video (the analyser's
 * "boost" button, an ad) would otherwise pay for the wrong one
 * (docs/product-rules.md#device-storage). Null until mounted (browser storage).
 */
export function useStoredLink(): string | null {
  const [stored, setStored] = useState<string | null>(null);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- browser storage exists only after mount
    setStored(loadStoredOrder().link || null);
  }, []);
  return stored;
}

/**
 * Back from the payment page, or «إعادة المحاولة» after a cancelled payment:
 * the link this tab was paying for goes back in the field, as the customer
 * typed it (components/checkout/device-storage.ts rememberCheckoutLink). Not
 * when the page was opened for another video (`skip`: the analyser's boost
 * button), nor in another tab or an hour later.
 */
export function useLinkBeingPaid(restore: (link: string) => void, skip = false): void {
  useEffect(() => {
    if (skip) return;
    const link = checkoutLinkToRestore();
    if (link) restore(link);
    // Once, on arrival: what the customer types afterwards is theirs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

/**
 * "Use the previous link": shown while the field is empty and the device has
 * one; the link's account and the end of its video id are on the button.
 */
export function PreviousLinkChoice({
  link,
  current,
  onChoose,
}: {
  link: string | null;
  current: string;
  onChoose: (link: string) => void;
}) {
  if (!link || current.trim() !== "") return null;
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      className="h-auto min-h-11 w-full justify-start py-2 text-start whitespace-normal"
      onClick={() => onChoose(link)}
    >
      <span className="flex min-w-0 flex-col items-start gap-0.5">
        <span className="font-bold">استخدم الرابط السابق</span>
        <VideoLinkLabel link={link} className="w-full text-xs font-normal text-muted-foreground" />
      </span>
    </Button>
  );
}
