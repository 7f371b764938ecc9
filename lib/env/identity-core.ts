/**
 * The store's identity: who sells (docs/deployment.md#the-stores-identity).
 * The terms, the privacy page, the footer, every e-mail and every receipt or
 * tax invoice read it from here; nothing legal is typed anywhere else.
 * Client-safe (no server import, no zod: the browser loads this with every page):
 * the prerendered pages get it from the build
 * (lib/env/contract.ts BUILD_IDENTITY), the server from env().IDENTITY.
 *
 * Production requires the name, the country, one contact (SUPPORT_EMAIL or
 * WHATSAPP_NUMBER) and a VAT choice; a demo (ALLOW_SIMULATED_PAYMENTS=true),
 * development and tests take DEMO_IDENTITY's value for each setting left unset.
 */

export type VatStatus = { registered: true; trn: string; ratePercent: number } | { registered: false };

export interface StoreIdentity {
  /** The business's legal name, in Arabic (the e-mails' sender name too). */
  name: string;
  country: string;
  /** The registered address; null: not shown (required when VAT-registered: the invoice states it). */
  address: string | null;
  /** The trade licence number; null: not shown. */
  licenceNumber: string | null;
  /** The law the terms and the privacy policy are under, and the courts of any dispute. */
  governingLaw: string;
  courts: string;
  supportEmail: string | null;
  /** Digits only, country code first. */
  whatsappNumber: string | null;
  /** Registered: prices include VAT at `ratePercent` and paid orders get tax invoices. Not: no VAT wording anywhere. */
  vat: VatStatus;
  /** The settings left unset and taken from DEMO_IDENTITY (said at start). Empty: all configured. */
  demoSettings: IdentitySetting[];
}

export const IDENTITY_SETTINGS = [
  "BUSINESS_NAME",
  "BUSINESS_COUNTRY",
  "BUSINESS_ADDRESS",
  "TRADE_LICENCE_NUMBER",
  "GOVERNING_LAW",
  "GOVERNING_COURTS",
  "SUPPORT_EMAIL",
  "VAT_REGISTERED",
  "VAT_TRN",
  "VAT_PERCENT",
] as const;
export type IdentitySetting = (typeof IDENTITY_SETTINGS)[number];

/**
 * The embedded defaults' business: plainly fictional (its name says so, its
 * e-mail is on a reserved .example domain, its licence and TRN are made up),
 * UAE-based and VAT-registered at the UAE's standard 5%, so a newcomer sees
 * where every value goes, tax invoice included.
 */
export const DEMO_IDENTITY = {
  name: "ترند بوست التجريبية (نشاط وهمي للعرض)",
  country: "الإمارات العربية المتحدة",
  address: "مكتب 000، مبنى تجريبي، شارع وهمي، دبي، الإمارات العربية المتحدة",
  licenceNumber: "DEMO-000000",
  governingLaw: "قوانين دولة الإمارات العربية المتحدة الاتحادية وقوانين إمارة دبي",
  courts: "محاكم دبي",
  supportEmail: "support@trendboost.example",
  vat: { registered: true, trn: "100000000000003", ratePercent: 5 },
} as const satisfies Omit<StoreIdentity, "demoSettings" | "whatsappNumber">;

/** The identity settings after their format checks (lib/env/identity.ts identitySettingsSchema). */
export interface IdentitySettings {
  BUSINESS_NAME?: string;
  BUSINESS_COUNTRY?: string;
  BUSINESS_ADDRESS?: string;
  TRADE_LICENCE_NUMBER?: string;
  GOVERNING_LAW?: string;
  GOVERNING_COURTS?: string;
  VAT_REGISTERED?: "true" | "false";
  VAT_TRN?: string;
  VAT_PERCENT?: number;
}


export interface IdentityProblem {
  setting: IdentitySetting | "WHATSAPP_NUMBER";
  message: string;
}

/**
 * The identity from checked settings and the contact details. `required`
 * (a production store that is not a demo): each missing required setting is a
 * problem naming it; otherwise DEMO_IDENTITY fills what is unset. Settings
 * that contradict each other are problems either way.
 */
export function resolveIdentity(
  s: IdentitySettings,
  contact: { supportEmail: string | null; whatsappNumber: string | null },
  { required }: { required: boolean },
): { identity: StoreIdentity; problems: IdentityProblem[] } {
  const problems: IdentityProblem[] = [];
  const demoSettings: IdentitySetting[] = [];
  const missing = (setting: IdentityProblem["setting"], why = "is required in production") =>
    problems.push({ setting, message: why });
  function pick<T>(setting: IdentitySetting, value: T | undefined, demo: T, mustBeSet: boolean): T {
    if (value !== undefined) return value;
    if (required && mustBeSet) missing(setting);
    else demoSettings.push(setting);
    return demo;
  }

  const name = pick("BUSINESS_NAME", s.BUSINESS_NAME, DEMO_IDENTITY.name, true);
  const country = pick("BUSINESS_COUNTRY", s.BUSINESS_COUNTRY, DEMO_IDENTITY.country, true);

  let vat: VatStatus;
  if (s.VAT_REGISTERED === "false") {
    vat = { registered: false };
    if (s.VAT_TRN !== undefined)
      missing("VAT_TRN", "is set but VAT_REGISTERED=false: unset it, or set VAT_REGISTERED=true");
    if (s.VAT_PERCENT !== undefined)
      missing("VAT_PERCENT", "is set but VAT_REGISTERED=false: unset it, or set VAT_REGISTERED=true");
  } else {
    if (s.VAT_REGISTERED === undefined) {
      if (required)
        missing("VAT_REGISTERED", "is required in production: true (with VAT_TRN and VAT_PERCENT) or false");
      else demoSettings.push("VAT_REGISTERED");
    }
    const mustBeSet = s.VAT_REGISTERED === "true";
    vat = {
      registered: true,
      trn: pick("VAT_TRN", s.VAT_TRN, DEMO_IDENTITY.vat.trn, mustBeSet),
      ratePercent: pick("VAT_PERCENT", s.VAT_PERCENT, DEMO_IDENTITY.vat.ratePercent, mustBeSet),
    };
  }
  // A tax invoice states the seller's address.
  const address =
    s.BUSINESS_ADDRESS ??
    (vat.registered ? pick("BUSINESS_ADDRESS", undefined, DEMO_IDENTITY.address, s.VAT_REGISTERED === "true") : null);
  const licenceNumber =
    s.TRADE_LICENCE_NUMBER ??
    (required ? null : pick("TRADE_LICENCE_NUMBER", undefined, DEMO_IDENTITY.licenceNumber, false));
  const demoCountry = country === DEMO_IDENTITY.country && demoSettings.includes("BUSINESS_COUNTRY");
  const governingLaw =
    s.GOVERNING_LAW ??
    (demoCountry ? pick("GOVERNING_LAW", undefined, DEMO_IDENTITY.governingLaw, false) : `قوانين ${country}`);
  const courts =
    s.GOVERNING_COURTS ??
    (demoCountry ? pick("GOVERNING_COURTS", undefined, DEMO_IDENTITY.courts, false) : `محاكم ${country}`);

  let { supportEmail, whatsappNumber } = contact;
  if (!supportEmail && !whatsappNumber) {
    if (required)
      missing("SUPPORT_EMAIL", "or WHATSAPP_NUMBER is required in production: customers must reach the store");
    else {
      demoSettings.push("SUPPORT_EMAIL");
      supportEmail = DEMO_IDENTITY.supportEmail;
    }
  }
  whatsappNumber ??= null;
  return {
    identity: {
      name,
      country,
      address,
      licenceNumber,
      governingLaw,
      courts,
      supportEmail,
      whatsappNumber,
      vat,
      demoSettings,
    },
    problems,
  };
}
