/**
 * Settings baked into the build (client-safe: no server import).
 *
 * Marketing pages are prerendered and their JavaScript is built once, so the
 * browser cannot read the server's environment: next.config.ts copies
 * TIKTOK_PIXEL_ID into STORE_BUILD_TIKTOK_PIXEL_ID at `next build`, and Next
 * inlines it here in every bundle. Empty means the build ships no pixel code
 * (the branch that loads it is removed). The server compares it with the
 * runtime TIKTOK_PIXEL_ID at start (lib/tracking, instrumentation.ts).
 */
export const BUILD_TIKTOK_PIXEL_ID: string = process.env.STORE_BUILD_TIKTOK_PIXEL_ID ?? "";
