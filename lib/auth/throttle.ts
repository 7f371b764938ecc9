import "server-only";

import type { Tx } from "@/lib/db";
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
/**
 * Accounts created from one client per UTC day. Each new account may claim
 * the free 1,000 views, a real panel order: a household or an office shares an
 * address, hence more than one.
 */
export const NEW_ACCOUNTS_PER_IP_PER_DAY = 5;
const NEW_ACCOUNTS_WINDOW_SECONDS = 24 * 60 * 60;

const rule = (key: string, limit: number): RateLimitRule => ({ key, limit, windowSeconds: WINDOW_SECONDS });

/**
 * The counters a login attempt at `key` from `client` (lib/security
 * clientKey: an address, an IPv6 /64, or the key every unknown client shares)
 * is charged to.
 */
function loginRules(key: string, client: string): { pair: RateLimitRule; byUser: RateLimitRule; all: RateLimitRule[] } {
  const pair = rule(`login:pair:${client}:${key}`, LOGIN_LIMIT_PER_USERNAME_AND_IP);
  const byIp = rule(`login:ip:${client}`, LOGIN_LIMIT_PER_IP);
  const byUser = rule(`login:user:${key}`, LOGIN_LIMIT_PER_USERNAME);
  return { pair, byUser, all: [pair, byIp, byUser] };
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
  /**
   * The password was never checked (no password slot for this client, a busy
   * server, the database down): the client's own counters keep the charge, so
   * a flood answered 503 costs its sender as much as one answered 401; the
   * username's ceiling takes it back (no guess at it was checked).
   */
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
export async function beginLoginAttempt(key: string, client: string): Promise<LoginAttempt> {
  const now = new Date();
  const { pair, byUser, all } = loginRules(key, client);
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
      await clear(pair.key);
      await refund(charged.filter((r) => r !== pair));
    },
    cancelled: () => refund([byUser]),
  };
}

const REGISTER_LOCKED = "محاولات تسجيل كثيرة من هذا الجهاز";

/** Sign-up attempts from one client (counted before any work): 10 an hour. */
export async function beforeRegistration(client: string): Promise<void> {
  const result = await hit({
    key: `register:ip:${client}`,
    limit: REGISTER_LIMIT_PER_IP,
    windowSeconds: REGISTER_WINDOW_SECONDS,
  });
  if (!result.allowed) throw tooMany(result, REGISTER_LOCKED);
}

/**
 * Counts a new account against its client's daily allowance, inside the
 * transaction that creates it: only accounts that commit count, and
 * concurrent sign-ups from one client queue on the counter's row, so no
 * burst gets past the limit. Past it the transaction rolls back with a 429.
 */
export async function countNewAccount(tx: Tx, client: string): Promise<void> {
  const result = await hit(
    { key: `accounts:ip:${client}`, limit: NEW_ACCOUNTS_PER_IP_PER_DAY, windowSeconds: NEW_ACCOUNTS_WINDOW_SECONDS },
    new Date(),
    tx,
  );
  if (!result.allowed) throw tooMany(result, "تم إنشاء حسابات كثيرة من هذا الجهاز أو الشبكة اليوم");
}
