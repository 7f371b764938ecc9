import "server-only";

import { AppError } from "@/lib/errors";
import { clear, hit, unhit, type RateLimitResult, type RateLimitRule } from "@/lib/rate-limit";

const WINDOW_SECONDS = 15 * 60;
/** Failures one client may make at one username (a typo-prone owner is never locked by others). */
export const LOGIN_LIMIT_PER_USERNAME_AND_IP = 5;
/** Failures one client may make across usernames (password spraying). */
export const LOGIN_LIMIT_PER_IP = 20;
/**
 * Failures at one username from everywhere: high enough that a stranger (or a
 * few) cannot lock the owner out, low enough to bound a distributed guesser.
 */
export const LOGIN_LIMIT_PER_USERNAME = 50;
export const REGISTER_LIMIT_PER_IP = 10;
const REGISTER_WINDOW_SECONDS = 60 * 60;

const rule = (key: string, limit: number): RateLimitRule => ({ key, limit, windowSeconds: WINDOW_SECONDS });

/**
 * The counters a login attempt at `key` from `ip` is charged to. `ip` is null
 * without a trusted proxy (see lib/api clientIp): every caller would look
 * alike, so the per-IP counters are skipped and only the username ceiling holds.
 */
function loginRules(key: string, ip: string | null): { pair: RateLimitRule | null; all: RateLimitRule[] } {
  const pair = ip ? rule(`login:pair:${ip}:${key}`, LOGIN_LIMIT_PER_USERNAME_AND_IP) : null;
  const byIp = ip ? rule(`login:ip:${ip}`, LOGIN_LIMIT_PER_IP) : null;
  const byUser = rule(`login:user:${key}`, LOGIN_LIMIT_PER_USERNAME);
  return { pair, all: [pair, byIp, byUser].filter((r): r is RateLimitRule => r !== null) };
}

/** Arabic counted noun: 1 دقيقة, 2 دقيقتين, 3-10 دقائق, 11+ دقيقة. */
function minutesText(n: number): string {
  if (n === 1) return "دقيقة واحدة";
  if (n === 2) return "دقيقتين";
  return `${n} ${n <= 10 ? "دقائق" : "دقيقة"}`;
}

function tooMany(result: RateLimitResult, what: string): AppError {
  const minutes = Math.max(1, Math.ceil(result.retryAfterSeconds / 60));
  const message = `${what}، يرجى المحاولة بعد ${minutesText(minutes)}`;
  return new AppError("RATE_LIMITED", message, { retryAfterSeconds: result.retryAfterSeconds });
}

const LOGIN_LOCKED = "محاولات تسجيل دخول كثيرة";

/** A login attempt charged to its counters; settle it once the password is checked. */
export interface LoginAttempt {
  /** The password was right: it was no failure (and this client's failures at this username are forgotten). */
  succeeded(): Promise<void>;
  /** The password was never checked (the server was busy): take the charge back. */
  cancelled(): Promise<void>;
}

/**
 * Called before checking a password: charges the attempt to every counter
 * at once, each with one atomic increment, so a burst of parallel guesses
 * cannot slip in before the first failure is recorded (nothing is read first
 * and written after). Past any limit the charges are taken back (an attempt
 * that was refused is no attempt, so hammering a locked pair cannot push the
 * username's ceiling up and lock its owner out) and a 429 is thrown.
 * A failed check simply keeps the charges.
 */
export async function beginLoginAttempt(key: string, ip: string | null): Promise<LoginAttempt> {
  const now = new Date();
  const { pair, all } = loginRules(key, ip);
  const charged: RateLimitRule[] = [];
  const refund = (which: RateLimitRule[]) => Promise.all(which.map((r) => unhit(r, now))).then(() => {});
  for (const r of all) {
    const result = await hit(r, now);
    charged.push(r);
    if (!result.allowed) {
      await refund(charged);
      throw tooMany(result, LOGIN_LOCKED);
    }
  }
  return {
    succeeded: async () => {
      if (pair) await clear(pair.key);
      await refund(charged.filter((r) => r !== pair));
    },
    cancelled: () => refund(charged),
  };
}

export async function beforeRegistration(ip: string | null): Promise<void> {
  if (!ip) return;
  const result = await hit({
    key: `register:ip:${ip}`,
    limit: REGISTER_LIMIT_PER_IP,
    windowSeconds: REGISTER_WINDOW_SECONDS,
  });
  if (!result.allowed) throw tooMany(result, "محاولات تسجيل كثيرة من هذا الجهاز");
}
