"use client";

import { useEffect } from "react";

import { whenIdleAfterLoad } from "@/lib/tracking/when-idle-after-load";

/**
 * Loads ad tracking (the relay, and the pixel in a build with a pixel id)
 * after the page is interactive: its code is a separate chunk, so it adds
 * nothing to the first load or the largest paint. Events sent before then
 * wait (lib/tracking/client.ts). Mounted once, in the root layout; loading
 * twice is harmless (startTracking runs once).
 */
export function TrackingLoader() {
  useEffect(() => {
    whenIdleAfterLoad(() => {
      import("@/lib/tracking/runtime").then((m) => m.startTracking()).catch(() => {});
    });
  }, []);
  return null;
}
