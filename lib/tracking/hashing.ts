import "server-only";

import { createHash } from "node:crypto";

/**
 * The platform's matching keys: e-mail, phone and external id are sent as
 * lowercase hex SHA-256 of a normalised value (ip, user agent, ttclid and ttp
 * are sent raw). A value that already is a 64-hex hash is passed on as it is,
 * never hashed twice (TikTok's and Stape's templates use the same test).
 */
const SHA256_HEX = /^[A-Fa-f0-9]{64}$/;

export function sha256Hex(text: string): string {
  return createHash("sha256").update(text, "utf8").digest("hex");
}

function hashOnce(normalised: string): string {
  return SHA256_HEX.test(normalised) ? normalised.toLowerCase() : sha256Hex(normalised);
}

/**
 * Addresses that stand for "no e-mail given" (a form's placeholder, test
 * domains): hashing them would tie every such visitor to one person.
 */
const PLACEHOLDER_DOMAIN = /@(?:example\.(?:com|org|net)|[^@]+\.(?:invalid|test|example|localhost))$/;

/** trim + lowercase, then SHA-256; undefined for anything that is not an address. */
export function hashEmail(raw: string | undefined | null): string | undefined {
  const value = raw?.trim().toLowerCase();
  if (!value) return undefined;
  if (SHA256_HEX.test(value)) return value;
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) || PLACEHOLDER_DOMAIN.test(value)) return undefined;
  return sha256Hex(value);
}

/**
 * E.164: '+', country code and subscriber number, digits only, at most 15.
 * Spaces, dashes, dots and brackets go; a leading 00 becomes '+'; digits
 * without '+' are taken to start with their country code (as Segment does).
 * A local number (leading 0) names no country, so it is dropped rather than
 * hashed into a key that can never match.
 */
export function e164(raw: string | undefined | null): string | undefined {
  const compact = raw?.trim().replace(/[\s\-.()/]/g, "");
  if (!compact) return undefined;
  const withPlus = compact.startsWith("00") ? `+${compact.slice(2)}` : compact;
  if (/^\+[1-9]\d{6,14}$/.test(withPlus)) return withPlus;
  if (/^[1-9]\d{9,14}$/.test(withPlus)) return `+${withPlus}`;
  return undefined;
}

export function hashPhone(raw: string | undefined | null): string | undefined {
  const value = raw?.trim();
  if (value && SHA256_HEX.test(value)) return value.toLowerCase();
  const phone = e164(value);
  return phone && sha256Hex(phone);
}

/**
 * trim + lowercase, then SHA-256. The browser passes the same normalised
 * value to the pixel's identify (which hashes it), so both sides match.
 */
export function hashExternalId(raw: string | undefined | null): string | undefined {
  const value = raw?.trim().toLowerCase();
  return value ? hashOnce(value) : undefined;
}
