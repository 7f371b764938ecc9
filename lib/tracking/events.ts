/**
 * Ad-platform event names and shapes (spec, section 7: the event relay).
 * Shared by the browser hook and the server relay.
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

export interface TrackingEventProps {
  event_id?: string;
  event_time?: number;
  url?: string;
  content_type?: string;
  content_name?: string;
  content_id?: string;
  value?: number;
  currency?: string;
  quantity?: number;
  search_string?: string;
  [key: string]: unknown;
}

export interface TrackingCustomerInfo {
  email?: string;
  external_id?: string;
  user_agent?: string;
  [key: string]: unknown;
}

export interface TrackingEvent {
  eventType: TrackingEventType;
  eventProps: TrackingEventProps;
  customerInfo: TrackingCustomerInfo;
}
