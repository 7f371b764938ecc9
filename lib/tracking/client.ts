"use client";

import type { TrackingCustomerInfo, TrackingEvent, TrackingEventProps, TrackingEventType } from "./events";

type Sink = (event: TrackingEvent) => void;
const sinks = new Set<Sink>();

/**
 * Where events go. The ad-events work registers the relay to POST
 * /api/tiktok/event and the browser pixel here; until then events are dropped.
 * Returns a function that removes the sink.
 */
export function addTrackingSink(sink: Sink): () => void {
  sinks.add(sink);
  return () => sinks.delete(sink);
}

/** Fills the spec's defaults: event_time (unix s), event_id ('ev_' prefix), url, user_agent. */
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
      event_id: `ev_${crypto.randomUUID().replace(/-/g, "")}`,
      url: inBrowser ? window.location.href : undefined,
      ...eventProps,
    },
    customerInfo: {
      user_agent: inBrowser ? navigator.userAgent : undefined,
      ...customerInfo,
    },
  };
}

/** Sends an ad event. Never throws and never shows anything to the visitor. */
export function trackEvent(
  eventType: TrackingEventType,
  eventProps?: TrackingEventProps,
  customerInfo?: TrackingCustomerInfo,
): void {
  const event = completeEvent(eventType, eventProps, customerInfo);
  for (const sink of sinks) {
    try {
      sink(event);
    } catch (error) {
      console.error("[tracking] sink failed", error);
    }
  }
}
