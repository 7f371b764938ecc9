/**
 * The mailbox an address delivers to, for the caps on account e-mails
 * (docs/security.md#e-mail-floods): lower case, without a `+tag` on the
 * local part (`victim+1@…` and `victim+2@…` reach `victim@…` at most
 * providers), and for providers that ignore dots in the local part
 * (Gmail, whose addresses are also `@googlemail.com`) without them. Only
 * the cap counts by it; the address is stored and compared as it was given.
 */
const DOTLESS_DOMAINS: Record<string, string> = { "gmail.com": "gmail.com", "googlemail.com": "gmail.com" };

export function mailboxKey(address: string): string {
  const lower = address.trim().toLowerCase();
  const at = lower.lastIndexOf("@");
  if (at <= 0) return lower;
  let local = lower.slice(0, at);
  let domain = lower.slice(at + 1).replace(/\.+$/, "");
  const plus = local.indexOf("+");
  if (plus > 0) local = local.slice(0, plus);
  const dotless = DOTLESS_DOMAINS[domain];
  if (dotless) {
    domain = dotless;
    local = local.replaceAll(".", "");
  }
  return `${local}@${domain}`;
}
