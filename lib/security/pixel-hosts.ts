/**
 * Where the TikTok pixel loads from and talks to (client-safe, no imports).
 *
 * The pixel's base code loads events.js from analytics.tiktok.com; that
 * script loads more of itself from the same host, sends events there and to
 * analytics-ipv6.tiktokw.us (a separate domain, so `*.tiktok.com` would miss
 * it), and ads.tiktok.com, by script, fetch/beacon and image requests. This
 * is the list in TikTok's own CSP guidance. The Content-Security-Policy adds
 * these only when a pixel id was built in (next.config.ts).
 */
export const TIKTOK_PIXEL_SCRIPT_URL = "https://analytics.tiktok.com/i18n/pixel/events.js";

const PIXEL_ORIGINS = [
  "https://analytics.tiktok.com",
  "https://analytics-ipv6.tiktokw.us",
  "https://ads.tiktok.com",
] as const;

export const TIKTOK_PIXEL_HOSTS: {
  readonly script: readonly string[];
  readonly connect: readonly string[];
  readonly img: readonly string[];
} = {
  script: PIXEL_ORIGINS,
  connect: PIXEL_ORIGINS,
  img: PIXEL_ORIGINS,
};
