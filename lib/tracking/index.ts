import "server-only";

// The ad-conversions room's server door. Browser code imports its client-safe
// files directly: client.ts (trackEvent), purchase-in-browser.ts,
// registration-in-browser.ts, store-events.ts.
export { queueTikTokEvent, tiktokEventJob } from "./jobs";
export { trackingConfigWarnings } from "./pixel-build-check";
export { relayEventSchema, type RelayEvent } from "./relay-schema";
export { relayBrowserEvent, trackPurchase, trackRegistration } from "./server";
export { serverEventId } from "./server-event-ids";
export {
  flushLandings,
  LANDING_RETENTION_DAYS,
  landingsByAd,
  recordLanding,
  startRecordingLandings,
  sweepLandings,
} from "./landings";
export { SENT_EVENT_RETENTION_MS, sweepSentEvents } from "./sweep";
export { tiktokEventsConfig } from "./tiktok/client";
