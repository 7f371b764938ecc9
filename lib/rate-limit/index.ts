import "server-only";

import { createHash } from "node:crypto";

import { db, type Tx } from "@/lib/db";
import { AppError } from "@/lib/errors";

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
 * The stored form of a bucket name: its readable prefix (up to the last ':',
 * at most 40 characters) and a SHA-256 of the whole name, so a caller-supplied
 * part (a username, an address) of any length or alphabet fits the column.
 */
export function bucketKey(key: string): string {
  const cut = key.lastIndexOf(":");
  const prefix = (cut > 0 ? key.slice(0, cut) : "").slice(0, 40);
  return `${prefix}:${createHash("sha256").update(key).digest("base64url")}`;
}

/**
 * Fixed-window counter in the database, so every app instance shares it.
 * One atomic upsert per hit: concurrent requests cannot both slip under the limit.
 *
 * Pass a transaction as `client` to count the hit only if that transaction
 * commits (a limit on successful claims, not attempts); its row lock then
 * also queues concurrent hits on the same key until the first one commits.
 */
export async function hit(
  rule: RateLimitRule,
  now: Date = new Date(),
  client: Tx | typeof db = db,
): Promise<RateLimitResult> {
  const windowMs = rule.windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const expiresAt = new Date(windowStart.getTime() + windowMs);
  const rows = await client.$queryRaw<{ count: number }[]>`
    INSERT INTO "rate_limit_buckets" ("key", "window_start", "count", "expires_at")
    VALUES (${bucketKey(rule.key)}, ${windowStart}, 1, ${expiresAt})
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

/**
 * Counts a hit and throws a 429 (with Retry-After) past the limit. Every call
 * is counted: a per-client rule names the client by lib/security clientKey,
 * which gives clients with no known address one shared key (never no limit).
 * `client`: as for `hit`.
 */
export async function enforce(rule: RateLimitRule, message: string, client: Tx | typeof db = db): Promise<void> {
  const result = await hit(rule, new Date(), client);
  if (!result.allowed) throw new AppError("RATE_LIMITED", message, { retryAfterSeconds: result.retryAfterSeconds });
}

/** Reads a bucket without counting (e.g. "is this username locked?"). */
export async function peek(rule: RateLimitRule, now: Date = new Date()): Promise<RateLimitResult> {
  const windowMs = rule.windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const expiresAt = new Date(windowStart.getTime() + windowMs);
  const row = await db.rateLimitBucket.findUnique({
    where: { key_windowStart: { key: bucketKey(rule.key), windowStart } },
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

/**
 * Takes back one hit of `rule` in the window of `now` (pass the `now` of the
 * hit): for an attempt that was counted up front and then did not happen, or
 * did not count against the caller (a login that succeeded). One atomic
 * update, never below zero.
 */
export async function unhit(rule: RateLimitRule, now: Date = new Date()): Promise<void> {
  const windowMs = rule.windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  await db.$executeRaw`
    UPDATE "rate_limit_buckets" SET "count" = GREATEST("count" - 1, 0)
    WHERE "key" = ${bucketKey(rule.key)} AND "window_start" = ${windowStart}`;
}

/** Forgets a bucket (e.g. after a successful login). */
export async function clear(key: string): Promise<void> {
  await db.rateLimitBucket.deleteMany({ where: { key: bucketKey(key) } });
}

/** Deletes expired windows; called by the periodic sweeper. */
export async function sweepExpired(now: Date = new Date()): Promise<number> {
  const { count } = await db.rateLimitBucket.deleteMany({ where: { expiresAt: { lt: now } } });
  return count;
}
