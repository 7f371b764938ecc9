// The sliding-window arithmetic, apart from the database (lib/rate-limit/index.ts
// stores the counts; lib/rate-limit/memo.ts remembers refusals in this process).

export interface RateLimitRule {
  /** Bucket name, e.g. "login:ip:1.2.3.4". */
  key: string;
  limit: number;
  windowSeconds: number;
  /**
   * Count per calendar window (a UTC day for a 24-hour rule) instead of the
   * sliding window: for limits promised per day. A burst across midnight can
   * reach twice the limit, so only where the promise says "a day".
   */
  fixedWindow?: boolean;
}

export interface RateLimitResult {
  allowed: boolean;
  /** Hits counted in the window ending now (the sliding estimate, rounded up). */
  count: number;
  remaining: number;
  retryAfterSeconds: number;
  /** The stored counts it was judged on: this window's (with the hit, for `hit`) and the previous window's. */
  current: number;
  previous: number;
}

/** Where `now` falls: the stored window it counts in, the one before, and how far into it (0..1). */
export function windowAt(rule: RateLimitRule, now: Date) {
  const windowMs = rule.windowSeconds * 1000;
  const start = Math.floor(now.getTime() / windowMs) * windowMs;
  return {
    windowMs,
    windowStart: new Date(start),
    previousStart: new Date(start - windowMs),
    elapsed: (now.getTime() - start) / windowMs,
    // The previous window is read until the end of this one.
    expiresAt: new Date(start + 2 * windowMs),
  };
}

/**
 * The sliding-window estimate (Cloudflare's and nginx's "sliding window
 * counter"): this window's hits plus the previous window's, weighted by the
 * share of it still inside the last `windowSeconds`. A burst at the end of
 * one window still counts fully at the start of the next, so no burst across
 * a boundary passes twice the limit. A fixed-window rule counts this window only.
 */
export function result(rule: RateLimitRule, now: Date, current: number, previous: number): RateLimitResult {
  const w = windowAt(rule, now);
  const weight = rule.fixedWindow ? 0 : 1 - w.elapsed;
  const estimate = current + previous * weight;
  const count = Math.max(0, Math.ceil(estimate - 1e-9));
  const allowed = estimate <= rule.limit + 1e-9;
  return {
    allowed,
    count,
    remaining: Math.max(0, Math.floor(rule.limit - estimate + 1e-9)),
    retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs(rule, w, current, previous) / 1000 - 1e-6)),
    current,
    previous,
  };
}

/** How long until one more hit fits under the limit, if nothing else is counted meanwhile. */
export function retryAfterMs(
  rule: RateLimitRule,
  w: ReturnType<typeof windowAt>,
  current: number,
  previous: number,
): number {
  const toEnd = (1 - w.elapsed) * w.windowMs;
  if (rule.fixedWindow) return toEnd;
  const room = rule.limit - 1 - current; // what the previous window may still weigh
  if (room >= 0) {
    if (previous <= room) return 0;
    return Math.max(0, (1 - room / previous - w.elapsed) * w.windowMs);
  }
  // Not within this window: in the next one this window is the previous.
  const g = current <= rule.limit - 1 ? 0 : 1 - (rule.limit - 1) / current;
  return toEnd + g * w.windowMs;
}
