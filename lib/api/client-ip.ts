import "server-only";

import { env } from "@/lib/env";

/**
 * The caller's IP for rate limits. X-Forwarded-For is trusted only when the
 * operator says a proxy sets it (TRUST_PROXY); otherwise anyone could pick
 * their own address. Without a proxy, Next's request has no socket address, so
 * all direct callers share one bucket ("direct") — safe, if coarse.
 */
export function clientIp(request: Request): string {
  if (env().TRUST_PROXY) {
    const forwarded = request.headers.get("x-forwarded-for");
    const first = forwarded?.split(",")[0]?.trim();
    if (first) return first;
    const real = request.headers.get("x-real-ip")?.trim();
    if (real) return real;
  }
  return "direct";
}
