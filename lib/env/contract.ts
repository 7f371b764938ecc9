import type { ContactDetails } from "./contact";
import { resolveIdentity, type IdentitySetting, type StoreIdentity } from "./identity-core";

export type { StoreIdentity, VatStatus } from "./identity-core";

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
 * The store's identity as validated at `next build` (next.config.ts copies it
 * into STORE_BUILD_IDENTITY): the business, contact, law and VAT the
 * prerendered pages (terms, privacy, footer, prices) state. Unset (tests,
 * tools) means the demo identity.
 */
export const BUILD_IDENTITY: StoreIdentity = (() => {
  const built = process.env.STORE_BUILD_IDENTITY;
  if (built) return JSON.parse(built) as StoreIdentity;
  return resolveIdentity({}, { supportEmail: null, whatsappNumber: null }, { required: false }).identity;
})();

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

/** The identity settings whose value differs between two identities. */
export function identityDifferences(a: StoreIdentity, b: StoreIdentity): string[] {
  const values = (i: StoreIdentity): Record<IdentitySetting | "WHATSAPP_NUMBER", unknown> => ({
    BUSINESS_NAME: i.name,
    BUSINESS_COUNTRY: i.country,
    BUSINESS_ADDRESS: i.address,
    TRADE_LICENCE_NUMBER: i.licenceNumber,
    GOVERNING_LAW: i.governingLaw,
    GOVERNING_COURTS: i.courts,
    SUPPORT_EMAIL: i.supportEmail,
    WHATSAPP_NUMBER: i.whatsappNumber,
    VAT_REGISTERED: i.vat.registered,
    VAT_TRN: i.vat.registered ? i.vat.trn : null,
    VAT_PERCENT: i.vat.registered ? i.vat.ratePercent : null,
  });
  const va = values(a);
  const vb = values(b);
  return (Object.keys(va) as (keyof typeof va)[]).filter((k) => va[k] !== vb[k]);
}

/**
 * What an operator must hear at start about settings fixed at build: pages
 * stating another identity or VAT rate than the configured one, or link
 * previews naming another public address.
 */
export function buildSettingsWarnings(
  runtime: { IDENTITY: StoreIdentity; APP_URL?: string },
  built = BUILD_IDENTITY,
  builtAppUrl = BUILD_APP_URL,
): string[] {
  const warnings: string[] = [];
  const changed = identityDifferences(runtime.IDENTITY, built);
  if (changed.length)
    warnings.push(
      `[env] ${changed.join(", ")} differ from what this build's pages (terms, privacy, footer) state: rebuild (npm run build) with the same settings.`,
    );
  // A store on this machine alone (a trial, the browser tests) is never previewed by another site.
  const local = (url: string) => ["localhost", "127.0.0.1", "[::1]"].includes(new URL(url).hostname);
  if (runtime.APP_URL && !local(runtime.APP_URL) && new URL(runtime.APP_URL).origin !== new URL(builtAppUrl).origin)
    warnings.push(
      `[env] APP_URL is ${runtime.APP_URL} but this build's link previews name ${builtAppUrl}: rebuild (npm run build) with APP_URL=${runtime.APP_URL}.`,
    );
  return warnings;
}
