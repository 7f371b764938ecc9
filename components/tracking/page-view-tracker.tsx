"use client";

import { usePathname } from "next/navigation";
import { useEffect } from "react";

import { PAGE_NAMES } from "@/lib/routes";
import { loadTrackingRuntime, trackEvent, whenIdleAfterLoad } from "@/lib/tracking/contract";

export function pageName(pathname: string): string {
  return PAGE_NAMES[pathname] ?? pathname;
}

/**
 * Sends ViewContent on every route change (docs/product-rules.md#ad-events: content_name
 * 'صفحة: ' + page name), and starts ad tracking itself once, after the page
 * is interactive: the relay and (in a build with a pixel id) the pixel are
 * a separate chunk, so they add nothing to the first load or the largest
 * paint; the events sent before then wait in lib/tracking/client.ts.
 */
export function PageViewTracker() {
  const pathname = usePathname();
  useEffect(() => {
    whenIdleAfterLoad(() => {
      loadTrackingRuntime()
        .then((m) => m.startTracking())
        .catch(() => {});
    });
  }, []);
  useEffect(() => {
    trackEvent("ViewContent", { content_name: `صفحة: ${pageName(pathname)}`, content_type: "page_view" });
  }, [pathname]);
  return null;
}
