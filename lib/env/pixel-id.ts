/**
 * What a TikTok pixel code may look like. TikTok documents no format (its
 * examples are about 20 upper-case letters and digits); this only keeps the
 * value safe to put in a script URL and a JavaScript string, so a typo in
 * the environment fails the build or the start instead of shipping.
 */
export const TIKTOK_PIXEL_ID_PATTERN = /^[A-Za-z0-9_-]{4,64}$/;
