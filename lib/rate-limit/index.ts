import "server-only";

import { db } from "@/lib/db";

export interface RateLimitRule {
  /** Bucket name, e.g. "login:ip:1.2.3.4". */
  key: string;
  limit: number;
  windowSeconds: number;
}

export interface RateLimitResult {
  allowed: boolean;
  count: number;
  remaining: number;
  retryAfterSeconds: number;
}

/**
 * Fixed-window counter in the database, so every app instance shares it.
 * One atomic upsert per hit: concurrent requests cannot both slip under the limit.
 */
export async function hit(rule: RateLimitRule, now: Date = new Date()): Promise<RateLimitResult> {
  const windowMs = rule.windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const expiresAt = new Date(windowStart.getTime() + windowMs);
  const rows = await db.$queryRaw<{ count: number }[]>`
    INSERT INTO "rate_limit_buckets" ("key", "window_start", "count", "expires_at")
    VALUES (${rule.key}, ${windowStart}, 1, ${expiresAt})
    ON CONFLICT ("key", "window_start") DO UPDATE SET "count" = "rate_limit_buckets"."count" + 1
    RETURNING "count"`;
  const count = Number(rows[0]?.count ?? 1);
  return {
    allowed: count <= rule.limit,
    count,
    remaining: Math.max(0, rule.limit - count),
    retryAfterSeconds: Math.max(1, Math.ceil((expiresAt.getTime() - now.getTime()) / 1000)),
  };
}

/** Reads a bucket without counting (e.g. "is this username locked?"). */
export async function peek(rule: RateLimitRule, now: Date = new Date()): Promise<RateLimitResult> {
  const windowMs = rule.windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const expiresAt = new Date(windowStart.getTime() + windowMs);
  const row = await db.rateLimitBucket.findUnique({
    where: { key_windowStart: { key: rule.key, windowStart } },
    select: { count: true },
  });
  const count = row?.count ?? 0;
  return {
    allowed: count < rule.limit,
    count,
    remaining: Math.max(0, rule.limit - count),
    retryAfterSeconds: Math.max(1, Math.ceil((expiresAt.getTime() - now.getTime()) / 1000)),
  };
}

/** Forgets a bucket (e.g. after a successful login). */
export async function clear(key: string): Promise<void> {
  await db.rateLimitBucket.deleteMany({ where: { key } });
}

/** Deletes expired windows; called by the periodic sweeper. */
export async function sweepExpired(now: Date = new Date()): Promise<number> {
  const { count } = await db.rateLimitBucket.deleteMany({ where: { expiresAt: { lt: now } } });
  return count;
}
