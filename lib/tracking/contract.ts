// The ad-tracking room's client-safe door: what the pages call in the browser
// (events to the relay and, in a build with a pixel id, to TikTok's pixel).
// The server side (the Events API, its job, the relay's checks) is behind
// ./index.ts.
export {
  AD_PARAMETERS,
  ATTRIBUTION_COOKIE,
  ATTRIBUTION_MAX_AGE_SECONDS,
  ATTRIBUTION_WINDOW_DAYS,
  attributionCookieValue,
  readAttribution,
  touchOfLanding,
  withTouch,
  type Attribution,
  type Touch,
} from "./attribution";
export { addTrackingSink, resetTrackingForTests, trackEvent } from "./client";
export { installLandingSink, reportLanding } from "./landing-sink";
export type { TrackingEvent, TrackingEventProps, TrackingEventType } from "./events";
export { productName, type TrackedProduct } from "./products";
export { trackPurchaseInBrowser, type BrowserPurchase } from "./purchase-in-browser";
export { trackRegistrationInBrowser } from "./registration-in-browser";
export { trackAddToCart, trackSearch } from "./store-events";
export { whenIdleAfterLoad } from "./when-idle-after-load";

/**
 * Loads the browser's tracking runtime (the relay, the pixel) as its own
 * chunk, after the page is interactive: none of it is first-load JavaScript.
 */
export const loadTrackingRuntime = () => import("./runtime");
