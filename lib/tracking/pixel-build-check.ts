import "server-only";

import { BUILD_TIKTOK_PIXEL_ID } from "@/lib/env/contract";

/**
 * What an operator must hear at start about the ad pixel. The browser pixel
 * (and the CSP that allows it) was fixed at `next build`, the Events API
 * reads TIKTOK_PIXEL_ID now: when the two differ, browser and server events
 * go to different places and can never be de-duplicated.
 */
export function trackingConfigWarnings(
  runtime: {
    TIKTOK_PIXEL_ID?: string;
    TIKTOK_ACCESS_TOKEN?: string;
  },
  built: string = BUILD_TIKTOK_PIXEL_ID,
): string[] {
  const warnings: string[] = [];
  const now = runtime.TIKTOK_PIXEL_ID ?? "";
  if (built !== now) {
    if (!built)
      warnings.push(
        `TIKTOK_PIXEL_ID is ${now} but this build has no pixel: the browser pixel is not loaded and the CSP does not allow it. Rebuild (npm run build) with TIKTOK_PIXEL_ID set.`,
      );
    else if (!now)
      warnings.push(
        `this build loads pixel ${built} in the browser but TIKTOK_PIXEL_ID is not set: no server event is sent. Set TIKTOK_PIXEL_ID=${built}, or rebuild without it.`,
      );
    else
      warnings.push(
        `this build loads pixel ${built} in the browser but TIKTOK_PIXEL_ID is ${now}: browser and server events go to different pixels and are never de-duplicated. Rebuild with TIKTOK_PIXEL_ID=${now}.`,
      );
  }
  if (now && !runtime.TIKTOK_ACCESS_TOKEN)
    warnings.push("TIKTOK_PIXEL_ID is set without TIKTOK_ACCESS_TOKEN: no event is sent to the Events API.");
  if (!now && runtime.TIKTOK_ACCESS_TOKEN)
    warnings.push("TIKTOK_ACCESS_TOKEN is set without TIKTOK_PIXEL_ID: no event is sent to the Events API.");
  return warnings.map((w) => `[tracking] ${w}`);
}
