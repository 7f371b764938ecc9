"use client";

import { useEffect } from "react";

import { whenIdleAfterLoad } from "@/lib/tracking/contract";

/** ./font-hint.ts's FONTS_ATTRIBUTE (a test holds the two equal): the module itself loads only when needed. */
export const FONTS_ATTRIBUTE_NAME = "data-fonts";

/**
 * On a page painted without Cairo (a first visit): fetches it once the page
 * has loaded and the browser is idle (./font-hint.ts, itself fetched then, so
 * no page's first load carries it).
 */
export function FontCache() {
  useEffect(() => {
    if (document.documentElement.hasAttribute(FONTS_ATTRIBUTE_NAME)) return;
    whenIdleAfterLoad(() => {
      // Offline, a file refused: the fallback stays, as on this visit.
      import("./font-hint").then((m) => m.cacheFonts()).catch(() => {});
    });
  }, []);
  return null;
}
