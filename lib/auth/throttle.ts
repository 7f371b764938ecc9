import "server-only";

import type { Tx } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { clear, hit, RefusalMemo, Tarpit, unhit, type RateLimitRule } from "@/lib/rate-limit";

const WINDOW_SECONDS = 15 * 60;
/** The slow-down tiers: a few failures a minute, then a wait of at most a minute. */
const SLOW_WINDOW_SECONDS = 60;
/**
 * A known device (one carrying this account's device token, lib/auth/device):
 * judged on its own failures only, never on the account's or the address's.
 */
export const LOGIN_SLOW_PER_DEVICE = 3;
export const LOGIN_LIMIT_PER_DEVICE = 10;
/** Unknown devices: failures one client may make at one username. */
export const LOGIN_SLOW_PER_USERNAME_AND_IP = 3;
export const LOGIN_LIMIT_PER_USERNAME_AND_IP = 5;
/** Unknown devices: failures one client may make across usernames (password spraying). */
export const LOGIN_LIMIT_PER_IP = 20;
/**
 * Unknown devices together, at one username: the account's stricter budget.
 * It may lock strangers (and the owner on a new browser) out for a while; it
 * never blocks a browser that has signed in to the account before.
 */
export const LOGIN_SLOW_PER_USERNAME = 5;
export const LOGIN_LIMIT_PER_USERNAME = 10;
export const REGISTER_LIMIT_PER_IP = 10;
const REGISTER_WINDOW_SECONDS = 60 * 60;
/**
 * Accounts created from one client per UTC day. Each new account may claim
 * the free 1,000 views, a real panel order: a household or an office shares an
 * address, hence more than one.
 */
export const NEW_ACCOUNTS_PER_IP_PER_DAY = 5;
const NEW_ACCOUNTS_WINDOW_SECONDS = 24 * 60 * 60;

const rule = (key: string, limit: number, windowSeconds = WINDOW_SECONDS): RateLimitRule => ({
  key,
  limit,
  windowSeconds,
});
const slow = (key: string, limit: number) => rule(`${key}:slow`, limit, SLOW_WINDOW_SECONDS);

/**
 * The counters a login attempt at `key` from `client` (lib/security
 * clientKey: an address, an IPv6 /64, or the key every unknown client shares)
 * is charged to: a known device's own (`device`: its id), else the pair's,
 * the client's and the account's budget for unknown devices. Each with a
 * one-minute slow-down tier before the 15-minute lock.
 */
function loginRules(
  key: string,
  client: string,
  device: string | null,
): { own: RateLimitRule[]; all: RateLimitRule[]; account: RateLimitRule[] } {
  if (device) {
    const own = [
      slow(`login:device:${device}:${key}`, LOGIN_SLOW_PER_DEVICE),
      rule(`login:device:${device}:${key}`, LOGIN_LIMIT_PER_DEVICE),
    ];
    return { own, all: own, account: [] };
  }
  const own = [
    slow(`login:pair:${client}:${key}`, LOGIN_SLOW_PER_USERNAME_AND_IP),
    rule(`login:pair:${client}:${key}`, LOGIN_LIMIT_PER_USERNAME_AND_IP),
  ];
  const account = [
    slow(`login:user:${key}`, LOGIN_SLOW_PER_USERNAME),
    rule(`login:user:${key}`, LOGIN_LIMIT_PER_USERNAME),
  ];
  return { own, account, all: [...own, rule(`login:ip:${client}`, LOGIN_LIMIT_PER_IP), ...account] };
}

/** Arabic counted noun: 1 دقيقة, 2 دقيقتين, 3-10 دقائق, 11+ دقيقة. */
function minutesText(n: number): string {
  if (n === 1) return "دقيقة واحدة";
  if (n === 2) return "دقيقتين";
  return `${n} ${n <= 10 ? "دقائق" : "دقيقة"}`;
}

function tooMany(result: { retryAfterSeconds: number }, what: string): AppError {
  const minutes = Math.max(1, Math.ceil(result.retryAfterSeconds / 60));
  const message = `${what}، يرجى المحاولة بعد ${minutesText(minutes)}`;
  return new AppError("RATE_LIMITED", message, { retryAfterSeconds: result.retryAfterSeconds });
}

const LOGIN_LOCKED = "محاولات تسجيل دخول كثيرة";

/**
 * Login buckets this process has seen refuse, and until when (lib/rate-limit
 * RefusalMemo): an attempt at one of them is refused before any query, so a
 * locked client's flood costs no database work. One per process (test/support/db
 * resetDb forgets it with the tables).
 */
const refusals = ((globalThis as { __loginRefusals?: RefusalMemo }).__loginRefusals ??= new RefusalMemo());

/** How long a refused login's answer to an unknown device is held, at most (docs/security.md#lockout). */
export const LOGIN_REFUSAL_DELAY_MS = 1_000;
/** Each held answer goes out between half the delay and all of it, at random: a flood's connections fall out of step. */
export const LOGIN_REFUSAL_JITTER = 0.5;
/** Refused answers held at once per process; past that they go out at once. */
export const LOGIN_REFUSALS_HELD = 2_000;

/**
 * The process's tarpit for refused logins (lib/rate-limit Tarpit), read at
 * each use: the integration tests put one of their own in its place
 * (test/setup/integration.ts).
 */
const loginTarpit = () =>
  ((globalThis as { __loginTarpit?: Tarpit }).__loginTarpit ??= new Tarpit({
    maxDelayMs: LOGIN_REFUSAL_DELAY_MS,
    maxHeld: LOGIN_REFUSALS_HELD,
    jitter: LOGIN_REFUSAL_JITTER,
  }));

/**
 * Holds the answer to a refused login attempt from an unknown device (`error`:
 * the 429 of its limits, or the 503 of a full password queue) for up to
 * LOGIN_REFUSAL_DELAY_MS, never past its Retry-After, on a timer: the answer
 * itself is unchanged, and a client that waits for it before trying again
 * tries about once a second. A known device's answers, every other error and
 * every sign-in go out at once.
 */
export async function holdRefusal(error: unknown, device: string | null): Promise<void> {
  if (device !== null || !(error instanceof AppError)) return;
  if (error.code !== "RATE_LIMITED" && error.code !== "UNAVAILABLE") return;
  if (error.retryAfterSeconds === undefined) return;
  await loginTarpit().hold(error.retryAfterSeconds * 1_000);
}

function refuseRemembered(rules: RateLimitRule[], now: Date): void {
  for (const r of rules) {
    const until = refusals.refusedUntil(r.key, now);
    if (until !== null)
      throw tooMany({ retryAfterSeconds: Math.max(1, Math.ceil((until - now.getTime()) / 1000)) }, LOGIN_LOCKED);
  }
}

/**
 * Throws at once the 429 beginLoginAttempt would throw without a query (a
 * counter this process has seen refuse): for a caller that queues attempts
 * before charging them, so a refused client does not wait in that queue.
 */
export function refuseIfRemembered(key: string, client: string, device: string | null = null, now = new Date()): void {
  refuseRemembered(loginRules(key, client, device).all, now);
}

/** A login attempt charged to its counters; settle it once the password is checked. */
export interface LoginAttempt {
  /** The password was wrong (or the account unknown): the charges stay, as a failure. */
  failed(): void;
  /** The password was right: it was no failure (and this client's or device's failures at this username are forgotten). */
  succeeded(): Promise<void>;
  /**
   * The password was never checked (no password slot for this client, a busy
   * server, the database down): the client's own counters keep the charge, so
   * a flood answered 503 costs its sender as much as one answered 401; the
   * account's budget takes it back (no guess at it was checked).
   */
  cancelled(): Promise<void>;
}

/**
 * Called before checking a password: charges the attempt to every counter
 * at once, each with one atomic increment, so a burst of parallel guesses
 * cannot slip in before the first failure is recorded (nothing is read first
 * and written after). Past any limit the charges are taken back (an attempt
 * that was refused is no attempt, so hammering a locked pair cannot push the
 * account's budget up) and a 429 is thrown: after a few failures a minute
 * (the slow-down), or for the rest of 15 minutes (the lock).
 * A failed check simply keeps the charges.
 *
 * A counter this process has already seen refuse, until the time the
 * database would let one more in (`refusals`), refuses at once: no charge,
 * no query, the same 429.
 *
 * `device`: the id of this account's device token the browser carried
 * (lib/auth/device knownDevice), or null for an unknown device.
 */
export async function beginLoginAttempt(
  key: string,
  client: string,
  device: string | null = null,
  now: Date = new Date(),
): Promise<LoginAttempt> {
  const { own, account, all } = loginRules(key, client, device);
  refuseRemembered(all, now);
  const charged: RateLimitRule[] = [];
  const settle = (which: RateLimitRule[]) => which.forEach((r) => refusals.settled(r.key));
  const refund = (which: RateLimitRule[]) =>
    Promise.all(which.map((r) => unhit(r, now).finally(() => refusals.settled(r.key)))).then(() => {});
  for (const r of all) {
    refusals.charging(r.key);
    charged.push(r);
    let result;
    try {
      result = await hit(r, now);
    } catch (error) {
      settle(charged); // as before: nothing is taken back of a charge that may not have counted
      throw error;
    }
    if (!result.allowed) {
      refusals.refused(r, now, result);
      await refund(charged);
      throw tooMany(result, LOGIN_LOCKED);
    }
  }
  return {
    failed: () => settle(charged),
    succeeded: async () => {
      try {
        await Promise.all(own.map((r) => clear(r.key)));
      } finally {
        own.forEach((r) => refusals.forget(r.key));
        settle(own);
      }
      await refund(charged.filter((r) => !own.includes(r)));
    },
    cancelled: async () => {
      settle(charged.filter((r) => !account.includes(r)));
      await refund(account);
    },
  };
}

/**
 * A completed password reset proves the person (docs/security.md#lockout):
 * the account's budget for unknown devices is emptied, in the database and
 * in this process's memory of refusals, so the owner on a new browser is not
 * kept out by others' guesses. Each address's and device's own counters stay.
 */
export async function forgetAccountFailures(key: string): Promise<void> {
  const keys = loginRules(key, "", null).account.map((r) => r.key);
  try {
    await Promise.all(keys.map((k) => clear(k)));
  } finally {
    keys.forEach((k) => refusals.forget(k));
  }
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
    {
      key: `accounts:ip:${client}`,
      limit: NEW_ACCOUNTS_PER_IP_PER_DAY,
      windowSeconds: NEW_ACCOUNTS_WINDOW_SECONDS,
      fixedWindow: true,
    },
    new Date(),
    tx,
  );
  if (!result.allowed) throw tooMany(result, "تم إنشاء حسابات كثيرة من هذا الجهاز أو الشبكة اليوم");
}
