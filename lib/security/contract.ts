// The security room's client-safe part: where the TikTok pixel loads from and
// talks to. The Content-Security-Policy (./headers.ts) allows these hosts and
// the browser pixel (lib/tracking/pixel.ts) loads its script from them.
export { TIKTOK_PIXEL_HOSTS, TIKTOK_PIXEL_SCRIPT_URL } from "./pixel-hosts";
