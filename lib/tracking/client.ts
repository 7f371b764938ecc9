"use client";

import type { TrackingCustomerInfo, TrackingEvent, TrackingEventProps, TrackingEventType } from "./events";

type Sink = (event: TrackingEvent) => void;
const sinks = new Set<Sink>();

/**
 * Events sent before any sink exists. The relay and the pixel are loaded
 * after the page is interactive (components/tracking/page-view-tracker.tsx),
 * so the first page view waits here for them instead of being lost. Bounded:
 * a page whose tracking never loads keeps at most this many.
 */
const MAX_PENDING = 50;
const pending: TrackingEvent[] = [];

/**
 * Where events go: the relay to POST /api/tiktok/event and, when a pixel id
 * was built in, the browser pixel (lib/tracking/runtime.ts). The first sink
 * also receives what was sent before it existed. Returns a function that
 * removes the sink.
 */
export function addTrackingSink(sink: Sink): () => void {
  sinks.add(sink);
  if (sinks.size === 1) for (const event of pending.splice(0)) deliver(sink, event);
  return () => sinks.delete(sink);
}

/** 'ev_' + 32 hex digits. getRandomValues, unlike randomUUID, works outside secure contexts too. */
function randomEventId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `ev_${Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("")}`;
}

/**
 * Fills the defaults of docs/product-rules.md#ad-events: event_time (unix s), event_id
 * ('ev_' prefix), url, user_agent.
 */
export function completeEvent(
  eventType: TrackingEventType,
  eventProps: TrackingEventProps = {},
  customerInfo: TrackingCustomerInfo = {},
): TrackingEvent {
  const inBrowser = typeof window !== "undefined";
  return {
    eventType,
    eventProps: {
      event_time: Math.floor(Date.now() / 1000),
      event_id: randomEventId(),
      url: inBrowser ? window.location.href : undefined,
      ...eventProps,
    },
    customerInfo: {
      user_agent: inBrowser ? navigator.userAgent : undefined,
      ...customerInfo,
    },
  };
}

function deliver(sink: Sink, event: TrackingEvent): void {
  try {
    sink(event);
  } catch (error) {
    // eslint-disable-next-line no-console -- runs in the browser, where lib/log (server-only) is not
    console.error("[tracking] sink failed", error);
  }
}

/**
 * Sends an ad event. Never throws and never shows anything to the visitor.
 * `pixelOnly`: the server sends this event itself with the same event_id.
 */
export function trackEvent(
  eventType: TrackingEventType,
  eventProps?: TrackingEventProps,
  customerInfo?: TrackingCustomerInfo,
  options: { pixelOnly?: boolean } = {},
): void {
  const event = completeEvent(eventType, eventProps, customerInfo);
  if (options.pixelOnly) event.pixelOnly = true;
  if (sinks.size === 0) {
    if (pending.length < MAX_PENDING) pending.push(event);
    return;
  }
  for (const sink of sinks) deliver(sink, event);
}

/** Tests: forget pending events and sinks. */
export function resetTrackingForTests(): void {
  pending.length = 0;
  sinks.clear();
}
