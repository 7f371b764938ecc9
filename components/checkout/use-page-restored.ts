"use client";

import { useEffect, useRef } from "react";

/**
 * Calls `onRestore` when the browser shows this page again from its
 * back-forward cache: the visitor left for the payment provider, then pressed
 * back. Such a page comes back exactly as it was left, so a button made busy
 * for the departure would stay busy (and disabled) for good.
 */
export function usePageRestored(onRestore: () => void): void {
  const callback = useRef(onRestore);
  useEffect(() => {
    callback.current = onRestore;
  });
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) callback.current();
    };
    window.addEventListener("pageshow", onShow);
    return () => window.removeEventListener("pageshow", onShow);
  }, []);
}
