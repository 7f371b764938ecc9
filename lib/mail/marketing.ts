import "server-only";

import { createHmac, timingSafeEqual } from "node:crypto";

import { db, type Email, type Tx } from "@/lib/db";
import { env } from "@/lib/env";
import { PAGES } from "@/lib/routes";
import { serverKey } from "@/lib/security";

// Marketing mail (docs/checkout-reminders.md): only with the buyer's consent,
// each with a one-click unsubscribe (a link in the body and the
// List-Unsubscribe header of RFC 2369 / RFC 8058), and never to an address
// that unsubscribed. Receipts and order mails are not marketing: they go
// whatever this list says.

/** The kinds of e-mail that are marketing (the abandoned-checkout reminder). */
export const MARKETING_KINDS: ReadonlySet<string> = new Set(["checkout-reminder"]);

/** The store's page that confirms an unsubscribe (a person's click) and the one-click endpoint (a mail program's POST). */
export const UNSUBSCRIBE_PAGE = PAGES.unsubscribe.path;
export const UNSUBSCRIBE_API = "/api/unsubscribe";

/** A link whose signature does not hold (edited, cut short). */
export const UNSUBSCRIBE_LINK_MESSAGE = "رابط إلغاء الاشتراك غير صالح. استخدم الرابط كما وصلك في الرسالة.";

const normalise = (email: string) => email.trim().toLowerCase();

function mac(email: string): string {
  return createHmac("sha256", serverKey("marketing-unsubscribe:v1"))
    .update(normalise(email), "utf8")
    .digest("base64url")
    .slice(0, 32);
}

/**
 * The query that names an address and proves the store wrote it (an HMAC of
 * the address): whoever holds the mail may unsubscribe that address, nobody
 * can unsubscribe another.
 */
export function unsubscribeQuery(email: string): string {
  const address = normalise(email);
  return new URLSearchParams({ e: Buffer.from(address, "utf8").toString("base64url"), t: mac(address) }).toString();
}

/** The address a query names when its proof holds, else null (a bad or forged link). */
export function unsubscribeAddress(e: string | null | undefined, t: string | null | undefined): string | null {
  if (!e || !t || e.length > 600 || t.length !== 32) return null;
  const address = Buffer.from(e, "base64url").toString("utf8");
  if (!address.includes("@") || address.length > 320 || address !== normalise(address)) return null;
  const expected = Buffer.from(mac(address));
  const given = Buffer.from(t);
  return given.length === expected.length && timingSafeEqual(given, expected) ? address : null;
}

const base = () => env().APP_URL.replace(/\/+$/, "");

/** The link a person follows from the mail's body: a page with a button (a mail scanner's GET changes nothing). */
export function unsubscribePageUrl(email: string): string {
  return `${base()}${UNSUBSCRIBE_PAGE}?${unsubscribeQuery(email)}`;
}

/** The headers of a marketing mail: a mail program's own unsubscribe button posts to the endpoint (RFC 8058). */
export function listUnsubscribeHeaders(email: string): Record<string, string> {
  return {
    "List-Unsubscribe": `<${base()}${UNSUBSCRIBE_API}?${unsubscribeQuery(email)}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}

/** Records that an address wants no more marketing mail (idempotent). */
export async function optOut(email: string): Promise<void> {
  await db.marketingOptOut.createMany({ data: [{ email: normalise(email) }], skipDuplicates: true });
}

export async function isOptedOut(client: Tx | typeof db, email: string): Promise<boolean> {
  return (await client.marketingOptOut.count({ where: { email: normalise(email) } })) > 0;
}

/**
 * Whether a stored marketing mail may still go when its turn comes: the
 * address has not unsubscribed since, and a reminder's payment is still
 * unpaid (a buyer who paid meanwhile is not reminded).
 */
export async function stillWanted(email: Pick<Email, "kind" | "key" | "to">): Promise<boolean> {
  if (await isOptedOut(db, email.to)) return false;
  if (email.kind === "checkout-reminder") {
    const paymentId = email.key.slice("checkout-reminder:".length);
    const payment = await db.payment.findUnique({ where: { id: paymentId }, select: { status: true } });
    return payment?.status === "PENDING";
  }
  return true;
}
