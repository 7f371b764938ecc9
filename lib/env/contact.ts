import { z } from "zod";

/**
 * The store's contact details (docs/operations.md#contact-details): set by the
 * operator, read at `next build` (next.config.ts) because the pages that show
 * them (footer, legal pages) are prerendered. Unset means not shown: the store
 * never shows an invented address or number.
 */

const optional = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === "" ? undefined : v.trim()));

const httpsUrl = (host: RegExp, what: string) =>
  optional.pipe(
    z
      .url({ error: `must be an https address on ${what}` })
      .refine((v) => v.startsWith("https://") && host.test(new URL(v).hostname), `must be an https address on ${what}`)
      .optional(),
  );

export const contactSettingsSchema = z.object({
  /** Support address shown in the footer, legal pages and e-mails. */
  SUPPORT_EMAIL: optional.pipe(z.email({ error: "must be an e-mail address" }).optional()),
  /** Messaging-app (WhatsApp) number in international format: digits, an optional + and spaces. */
  WHATSAPP_NUMBER: optional
    .pipe(
      z
        .string()
        .regex(/^\+?[\d\s-]{8,20}$/, "must be a number in international format, e.g. +971 50 123 4567")
        .optional(),
    )
    .transform((v) => v?.replace(/\D/g, "")),
  SOCIAL_TIKTOK_URL: httpsUrl(/(^|\.)tiktok\.com$/, "tiktok.com"),
  SOCIAL_INSTAGRAM_URL: httpsUrl(/(^|\.)instagram\.com$/, "instagram.com"),
  SOCIAL_X_URL: httpsUrl(/(^|\.)(x|twitter)\.com$/, "x.com"),
});

export interface ContactDetails {
  supportEmail: string | null;
  /** Digits only, country code first. */
  whatsappNumber: string | null;
  social: { tiktok: string | null; instagram: string | null; x: string | null };
}

/** The contact details from raw settings; throws one readable error listing every problem. */
export function parseContactSettings(raw: Record<string, string | undefined>): ContactDetails {
  const result = contactSettingsSchema.safeParse(raw);
  if (!result.success)
    throw new Error(
      `Invalid contact settings:\n${result.error.issues.map((i) => `  - ${i.path.join(".")}: ${i.message}`).join("\n")}`,
    );
  return contactFromSettings(result.data);
}

/** The contact details from checked settings. */
export function contactFromSettings(c: z.output<typeof contactSettingsSchema>): ContactDetails {
  return {
    supportEmail: c.SUPPORT_EMAIL ?? null,
    whatsappNumber: c.WHATSAPP_NUMBER ?? null,
    social: {
      tiktok: c.SOCIAL_TIKTOK_URL ?? null,
      instagram: c.SOCIAL_INSTAGRAM_URL ?? null,
      x: c.SOCIAL_X_URL ?? null,
    },
  };
}
