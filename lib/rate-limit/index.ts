import "server-only";

import { createHash } from "node:crypto";

import { db, type Tx } from "@/lib/db";
import { AppError } from "@/lib/errors";

import { result, windowAt, type RateLimitResult, type RateLimitRule } from "./window";

export { RefusalMemo } from "./memo";
export { Tarpit, type TarpitOptions } from "./tarpit";
export type { RateLimitResult, RateLimitRule } from "./window";

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
 * Counts one hit in the database, so every app instance shares the count:
 * one atomic upsert of this window's counter, read with the previous
 * window's (sliding window, see `result`). Concurrent requests cannot both
 * slip under the limit: each gets its own incremented count back.
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
  const w = windowAt(rule, now);
  const key = bucketKey(rule.key);
  const rows = await client.$queryRaw<{ count: number; previous: number | null }[]>`
    WITH counted AS (
      INSERT INTO "rate_limit_buckets" ("key", "window_start", "count", "expires_at")
      VALUES (${key}, ${w.windowStart}, 1, ${w.expiresAt})
      ON CONFLICT ("key", "window_start") DO UPDATE
        SET "count" = "rate_limit_buckets"."count" + 1, "expires_at" = EXCLUDED."expires_at"
      RETURNING "count"
    )
    SELECT (SELECT "count" FROM counted) AS "count",
      (SELECT "count" FROM "rate_limit_buckets" WHERE "key" = ${key} AND "window_start" = ${w.previousStart}) AS "previous"`;
  return result(rule, now, Number(rows[0]?.count ?? 1), Number(rows[0]?.previous ?? 0));
}

/**
 * Counts a hit and throws a 429 (with Retry-After) past the limit. Every call
 * is counted: a per-client rule names the client by lib/security clientKey,
 * which gives clients with no known address one shared key (never no limit).
 * `client`: as for `hit`.
 */
export async function enforce(
  rule: RateLimitRule,
  message: string,
  client: Tx | typeof db = db,
  now: Date = new Date(),
): Promise<void> {
  const counted = await hit(rule, now, client);
  if (!counted.allowed) throw new AppError("RATE_LIMITED", message, { retryAfterSeconds: counted.retryAfterSeconds });
}

/** Reads a bucket without counting (e.g. "is this username locked?"): would one more hit fit? */
export async function peek(rule: RateLimitRule, now: Date = new Date()): Promise<RateLimitResult> {
  const w = windowAt(rule, now);
  const rows = await db.rateLimitBucket.findMany({
    where: { key: bucketKey(rule.key), windowStart: { in: [w.windowStart, w.previousStart] } },
    select: { windowStart: true, count: true },
  });
  const at = (d: Date) => rows.find((r) => r.windowStart.getTime() === d.getTime())?.count ?? 0;
  const current = at(w.windowStart);
  const seen = result(rule, now, current, at(w.previousStart));
  const next = result(rule, now, current + 1, at(w.previousStart));
  return { ...seen, allowed: next.allowed, retryAfterSeconds: next.retryAfterSeconds };
}

/**
 * Takes back one hit of `rule` in the window of `now` (pass the `now` of the
 * hit): for an attempt that was counted up front and then did not happen, or
 * did not count against the caller (a login that succeeded). One atomic
 * update, never below zero.
 */
export async function unhit(rule: RateLimitRule, now: Date = new Date()): Promise<void> {
  const w = windowAt(rule, now);
  await db.$executeRaw`
    UPDATE "rate_limit_buckets" SET "count" = GREATEST("count" - 1, 0)
    WHERE "key" = ${bucketKey(rule.key)} AND "window_start" = ${w.windowStart}`;
}

/** Forgets a bucket (e.g. after a successful login). */
export async function clear(key: string): Promise<void> {
  await db.rateLimitBucket.deleteMany({ where: { key: bucketKey(key) } });
}

/** Deletes windows no count reads any more; called by the periodic sweeper. */
export async function sweepExpired(now: Date = new Date()): Promise<number> {
  const { count } = await db.rateLimitBucket.deleteMany({ where: { expiresAt: { lt: now } } });
  return count;
}
