import { BUILD_TIKTOK_PIXEL_ID } from "@/lib/env/contract";

import { rememberTtclid } from "./click-ids";
import { addTrackingSink } from "./client";
import type { TrackingEvent } from "./events";
import { relaySink } from "./relay-sink";

let started = false;

/**
 * Starts ad tracking in the browser, once per page load: the relay always,
 * the pixel only in a build with a pixel id. Loaded as its own chunk after
 * the page is interactive (components/tracking/page-view-tracker.tsx), so none
 * of this is in a page's first-load JavaScript; events sent before then wait
 * in lib/tracking/client.ts.
 */
export async function startTracking(): Promise<void> {
  if (started) return;
  started = true;
  rememberTtclid();
  const sinks: ((event: TrackingEvent) => void)[] = [relaySink];
  // A build without a pixel id has "" here: the bundler drops this branch,
  // and with it the pixel's chunk.
  if (BUILD_TIKTOK_PIXEL_ID) {
    const { installPixel } = await import("./pixel");
    sinks.push(installPixel(BUILD_TIKTOK_PIXEL_ID));
  }
  // One sink for both, so the events that waited reach the pixel too.
  addTrackingSink((event) => {
    for (const sink of sinks) {
      try {
        sink(event);
      } catch (error) {
        // eslint-disable-next-line no-console -- runs in the browser, where lib/log (server-only) is not
        console.error("[tracking] sink failed", error);
      }
    }
  });
}
