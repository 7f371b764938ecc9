import "server-only";

import { env } from "@/lib/env";

/**
 * The caller's IP for rate limits, or null when it cannot be known.
 * X-Forwarded-For is trusted only when the operator says a proxy sets it
 * (TRUST_PROXY); otherwise anyone could pick their own address. Without a
 * proxy, Next's request has no socket address: every caller would look alike,
 * so per-IP limits must be skipped (one attacker could otherwise lock out all).
 */
export function clientIp(request: Request): string | null {
  if (env().TRUST_PROXY) {
    const forwarded = request.headers.get("x-forwarded-for");
    const first = forwarded?.split(",")[0]?.trim();
    if (first) return first;
    const real = request.headers.get("x-real-ip")?.trim();
    if (real) return real;
  }
  return null;
}
