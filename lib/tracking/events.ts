/**
 * Ad-platform event names and shapes (docs/product-rules.md#ad-events, docs/ad-events.md#events).
 * Shared by the browser hook and the server relay (client-safe: no imports).
 */
export const TRACKING_EVENTS = [
  "ViewContent",
  "InitiateCheckout",
  "CompletePayment",
  "CompleteRegistration",
  "Search",
  "AddToCart",
] as const;

export type TrackingEventType = (typeof TRACKING_EVENTS)[number];

/**
 * What a browser may report through the store's relay: browsing. A purchase
 * and a sign-up are the server's to report (docs/ad-events.md#the-relay).
 */
export const RELAYED_EVENTS = [
  "ViewContent",
  "AddToCart",
  "InitiateCheckout",
  "Search",
] as const satisfies readonly TrackingEventType[];

/** One product in an event (TikTok's `contents[]`). */
export interface TrackingContent {
  content_id?: string;
  content_name?: string;
  content_type?: string;
  quantity?: number;
  price?: number;
}

export interface TrackingEventProps {
  /** Dedupe key shared by the pixel and the Events API ('ev_' prefix). */
  event_id?: string;
  /** Unix seconds. */
  event_time?: number;
  url?: string;
  referrer?: string;
  content_type?: string;
  content_name?: string;
  content_id?: string;
  contents?: TrackingContent[];
  /** Major units (AED, e.g. 3.5), never fils. */
  value?: number;
  currency?: string;
  quantity?: number;
  search_string?: string;
  [key: string]: unknown;
}

/** Who did it: raw values; the server (or the pixel itself) hashes e-mail, phone and external id. */
export interface TrackingCustomerInfo {
  email?: string;
  phone?: string;
  external_id?: string;
  user_agent?: string;
  /** The pixel's first-party `_ttp` cookie (raw). */
  ttp?: string;
  /** The ad click id from the landing URL (raw). */
  ttclid?: string;
  [key: string]: unknown;
}

export interface TrackingEvent {
  eventType: TrackingEventType;
  eventProps: TrackingEventProps;
  customerInfo: TrackingCustomerInfo;
  /**
   * Only for the browser pixel: the server sends this event itself (a
   * purchase it verified, an account it created) with the same event_id, so
   * relaying it too would only repeat it.
   */
  pixelOnly?: true;
}
