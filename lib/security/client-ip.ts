import "server-only";

import { isIP } from "node:net";

import { env } from "@/lib/env";

/**
 * The caller's IP for rate limits, or null when it cannot be known.
 *
 * X-Forwarded-For is read only when the operator says a proxy sets it
 * (TRUST_PROXY). Each proxy *appends* the address it saw, so the left of the
 * list is whatever the client wrote and only the right-most TRUST_PROXY_HOPS
 * entries were added by our own proxies: the client is the entry the outermost
 * trusted proxy added (the last one for a single proxy). Anything that is not
 * a plain IP address means unknown, never a made-up key.
 *
 * Without a proxy, Next's request carries no socket address: every caller
 * would look alike, so per-IP limits are skipped (one attacker could otherwise
 * lock out everyone).
 */
export function clientIp(request: Request): string | null {
  const { TRUST_PROXY, TRUST_PROXY_HOPS } = env();
  if (!TRUST_PROXY) return null;
  return ipFromForwardedFor(request.headers.get("x-forwarded-for"), TRUST_PROXY_HOPS);
}

/** The entry `hops` from the right of an X-Forwarded-For list, if it is an IP address. */
export function ipFromForwardedFor(header: string | null, hops: number): string | null {
  if (!header || header.length > 2048) return null;
  const entries = header.split(",").map((e) => e.trim());
  const candidate = entries[entries.length - hops];
  if (!candidate) return null;
  // "[2001:db8::1]:443" or "203.0.113.7:51234" from proxies that add the port.
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(candidate);
  const withPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(candidate);
  const address = bracketed?.[1] ?? withPort?.[1] ?? candidate;
  return isIP(address) ? address.toLowerCase() : null;
}
