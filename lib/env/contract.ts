import type { ContactDetails } from "./contact";
import { DEFAULT_VAT_PERCENT } from "./vat";

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

/**
 * VAT_PERCENT as validated at `next build` (next.config.ts): the rate the
 * prerendered pages state. Unset (tests, tools) means the default.
 */
export const BUILD_VAT_PERCENT: number = Number(process.env.STORE_BUILD_VAT_PERCENT || DEFAULT_VAT_PERCENT);

/**
 * The contact details as validated at `next build` (next.config.ts copies them
 * into STORE_BUILD_CONTACT): the footer and legal pages are prerendered.
 */
export const BUILD_CONTACT: ContactDetails = (() => {
  const empty: ContactDetails = {
    supportEmail: null,
    whatsappNumber: null,
    social: { tiktok: null, instagram: null, x: null },
  };
  try {
    return { ...empty, ...(JSON.parse(process.env.STORE_BUILD_CONTACT || "{}") as Partial<ContactDetails>) };
  } catch {
    return empty;
  }
})();

/**
 * APP_URL as it was at `next build` (next.config.ts): the address the
 * prerendered pages' link-preview tags (og:image, og:url) name. Unset means
 * the development default.
 */
export const BUILD_APP_URL: string = process.env.STORE_BUILD_APP_URL || "http://localhost:3000";

/**
 * What an operator must hear at start about settings fixed at build: pages
 * stating a VAT rate other than the configured one, or link previews naming
 * another public address.
 */
export function buildSettingsWarnings(
  runtime: { VAT_PERCENT: number; APP_URL?: string },
  built = BUILD_VAT_PERCENT,
  builtAppUrl = BUILD_APP_URL,
): string[] {
  const warnings: string[] = [];
  if (runtime.VAT_PERCENT !== built)
    warnings.push(
      `[env] VAT_PERCENT is ${runtime.VAT_PERCENT} but this build's pages state ${built}%: rebuild (npm run build) with VAT_PERCENT=${runtime.VAT_PERCENT}.`,
    );
  // A store on this machine alone (a trial, the browser tests) is never previewed by another site.
  const local = (url: string) => ["localhost", "127.0.0.1", "[::1]"].includes(new URL(url).hostname);
  if (runtime.APP_URL && !local(runtime.APP_URL) && new URL(runtime.APP_URL).origin !== new URL(builtAppUrl).origin)
    warnings.push(
      `[env] APP_URL is ${runtime.APP_URL} but this build's link previews name ${builtAppUrl}: rebuild (npm run build) with APP_URL=${runtime.APP_URL}.`,
    );
  return warnings;
}
