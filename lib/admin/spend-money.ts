// The figures of an ad spend (docs/campaigns.md#ad-spend), pure so the CSV
// reader, the API and their tests share them: a campaign's name and its
// matching key, a currency and its minor units, an amount read exactly.

/** The most a campaign may cost in one day, in fils (AED 1,000,000): a typo of a few zeros is refused. */
export const SPEND_MAX_FILS = 100_000_000;
export const CAMPAIGN_NAME_MAX = 100;
export const SOURCE_MAX = 40;

/** The key spend and the report's lines match on: trimmed, spaces collapsed, lower case. */
export function campaignKey(name: string): string {
  return name.trim().replace(/\s+/g, " ").toLowerCase();
}

/** A campaign's name as kept: trimmed, spaces collapsed; null when empty, too long or holding control characters. */
export function campaignName(raw: string): string | null {
  const name = raw.trim().replace(/\s+/g, " ");
  return name.length > 0 && name.length <= CAMPAIGN_NAME_MAX && !/[\u0000-\u001f\u007f]/.test(name) ? name : null;
}

/** A source (utm_source) as kept: lower case letters, digits, dot, dash, underscore. */
export function sourceName(raw: string): string | null {
  const source = raw.trim().toLowerCase();
  return new RegExp(`^[a-z0-9._-]{1,${SOURCE_MAX}}$`).test(source) ? source : null;
}

/** ISO 4217 codes the runtime knows, AED included. */
export function isCurrency(code: string): boolean {
  return /^[A-Z]{3}$/.test(code) && (code === "AED" || Intl.supportedValuesOf("currency").includes(code));
}

/** How many decimals a currency has (USD 2, JPY 0, KWD 3). */
export function minorDigits(currency: string): number {
  return new Intl.NumberFormat("en", { style: "currency", currency }).resolvedOptions().maximumFractionDigits ?? 2;
}

const ARABIC_DIGITS = /[\u0660-\u0669\u06f0-\u06f9]/g;

/**
 * "1,234.50", "1234.5", "12,5", "١٬٢٣٤٫٥٠" → the amount in the currency's minor units
 * (123450n), exactly; a string saying why when it is not a plain non-negative
 * amount with at most the currency's decimals (extra zeros are allowed).
 */
export function minorUnits(raw: string, currency: string): bigint | string {
  const text = raw
    .trim()
    .replace(ARABIC_DIGITS, (d) => String(d.charCodeAt(0) & 0xf))
    .replace(/\u066b/g, ".")
    .replace(/[\u066c\s]/g, "");
  // "1,010.50": thousands; "3,5" or "3,50" (a semicolon-separated export's locale): a decimal comma.
  const plain = /^\d{1,3}(,\d{3})+(\.\d+)?$/.test(text)
    ? text.replace(/,/g, "")
    : /^\d+,\d{1,2}$/.test(text)
      ? text.replace(",", ".")
      : text;
  const match = /^(\d{1,15})(?:\.(\d{1,8}))?$/.exec(plain);
  if (!match) return "المبلغ رقم موجب بنقطة عشرية، مثل 125.50";
  const digits = minorDigits(currency);
  const fraction = match[2] ?? "";
  if (/[1-9]/.test(fraction.slice(digits)))
    return digits === 0
      ? `المبلغ بعملة ${currency} بلا كسور`
      : `المبلغ بعملة ${currency} يقبل ${digits} منازل عشرية على الأكثر`;
  return BigInt(match[1]!) * 10n ** BigInt(digits) + BigInt(fraction.slice(0, digits).padEnd(digits, "0") || "0");
}

/** Minor units back to a decimal text ("125.50"), for a rate's arithmetic and the audit trail. */
export function majorText(minor: bigint, currency: string): string {
  const digits = minorDigits(currency);
  if (digits === 0) return minor.toString();
  const text = minor.toString().padStart(digits + 1, "0");
  return `${text.slice(0, -digits)}.${text.slice(-digits)}`;
}
