import { z } from "zod";

import { resolveIdentity, type StoreIdentity } from "./identity-core";

// The identity settings' format checks (zod) and the tools' parse of them. The
// rules and types live in ./identity-core.ts, which the browser loads: zod stays
// out of every page (its object schemas probe `new Function`, which the CSP refuses).
export * from "./identity-core";

const text = (max: number) =>
  z
    .string()
    .optional()
    .transform((v) => (v === undefined || v.trim() === "" ? undefined : v.trim().replace(/\s+/g, " ")))
    .pipe(z.string().max(max, `must be at most ${max} characters`).optional());

/** The identity settings' own checks (format); which are required is decided in resolveIdentity. */
export const identitySettingsSchema = z.object({
  /** The business's legal name in Arabic, as on its trade licence. */
  BUSINESS_NAME: text(120),
  /** The country the business is registered in, in Arabic. */
  BUSINESS_COUNTRY: text(80),
  /** The registered address (required with VAT_REGISTERED=true: invoices state it). */
  BUSINESS_ADDRESS: text(300),
  TRADE_LICENCE_NUMBER: text(40),
  /** The law the terms are under, in Arabic (default: the laws of BUSINESS_COUNTRY). */
  GOVERNING_LAW: text(200),
  /** The courts of any dispute, in Arabic (default: the courts of BUSINESS_COUNTRY). */
  GOVERNING_COURTS: text(200),
  /** true: VAT-registered (VAT_TRN and VAT_PERCENT); false: not registered, no VAT anywhere. */
  VAT_REGISTERED: z
    .string()
    .optional()
    .transform((v) => (v === undefined || v.trim() === "" ? undefined : v.trim()))
    .pipe(z.enum(["true", "false"], { error: "must be true or false" }).optional()),
  /** The Tax Registration Number (15 digits). */
  VAT_TRN: text(40).pipe(
    z
      .string()
      .regex(/^\d{15}$/, "must be the 15-digit Tax Registration Number")
      .optional(),
  ),
  /** VAT included in every price, in percent (UAE: 5). */
  VAT_PERCENT: text(10).pipe(
    z.coerce
      .number<string | undefined>({ error: "must be a number" })
      .gt(0, "must be above 0 (not registered: VAT_REGISTERED=false)")
      .max(100)
      .refine((n) => Number.isInteger(n * 100), "at most two decimals")
      .optional(),
  ),
});

/** The identity of a build or a tool: DEMO_IDENTITY where unset; throws on malformed settings. */
export function identityFromSettings(
  raw: Record<string, string | undefined>,
  contact: { supportEmail: string | null; whatsappNumber: string | null },
): StoreIdentity {
  const parsed = identitySettingsSchema.safeParse(raw);
  const issues = parsed.success
    ? resolveIdentity(parsed.data, contact, { required: false }).problems.map((p) => `${p.setting}: ${p.message}`)
    : parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
  if (!parsed.success || issues.length)
    throw new Error(`Invalid identity settings:\n${issues.map((i) => `  - ${i}`).join("\n")}`);
  return resolveIdentity(parsed.data, contact, { required: false }).identity;
}
