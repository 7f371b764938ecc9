import { sessionTtclid, ttpCookie } from "./click-ids";
import type { TrackingEvent } from "./events";

export const RELAY_PATH = "/api/tiktok/event";

/**
 * Sends a browser event to the store's relay (POST /api/tiktok/event), which
 * queues it for the Events API. `keepalive` lets the request finish when the
 * visitor leaves the page (what sendBeacon does, with the JSON content type
 * the route requires). Failures are swallowed: a page never waits for, or
 * shows, anything of this.
 */
export function relaySink(event: TrackingEvent): void {
  if (event.pixelOnly) return;
  const body = JSON.stringify({
    eventType: event.eventType,
    eventProps: event.eventProps,
    customerInfo: { ...event.customerInfo, ttp: ttpCookie(), ttclid: sessionTtclid() },
  });
  try {
    fetch(RELAY_PATH, {
      method: "POST",
      keepalive: true,
      credentials: "same-origin",
      headers: { "content-type": "application/json" },
      body,
    })
      // Read the (tiny) answer: Chromium keeps an unread response in flight.
      .then((response) => response.text())
      .catch(() => {});
  } catch {
    // A browser that refuses keepalive (body too large): nothing to do.
  }
}
