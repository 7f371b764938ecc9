"use client";

import { useEffect } from "react";

import { whenIdleAfterLoad } from "@/lib/tracking/contract";

import { cacheFonts, FONTS_ATTRIBUTE } from "./font-hint";

/** On a page painted without Cairo (a first visit): fetches it once the page has loaded and the browser is idle (./font-hint.ts). */
export function FontCache() {
  useEffect(() => {
    if (document.documentElement.hasAttribute(FONTS_ATTRIBUTE)) return;
    whenIdleAfterLoad(() => {
      cacheFonts().catch(() => {}); // offline, a file refused: the fallback stays, as on this visit
    });
  }, []);
  return null;
}
