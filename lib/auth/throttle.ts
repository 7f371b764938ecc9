import "server-only";

import { AppError } from "@/lib/errors";
import { clear, hit, peek, type RateLimitResult } from "@/lib/rate-limit";

const WINDOW_SECONDS = 15 * 60;
export const LOGIN_LIMIT_PER_USERNAME = 5;
export const LOGIN_LIMIT_PER_IP = 20;
export const REGISTER_LIMIT_PER_IP = 10;
const REGISTER_WINDOW_SECONDS = 60 * 60;

const usernameRule = (key: string) => ({
  key: `login:user:${key}`,
  limit: LOGIN_LIMIT_PER_USERNAME,
  windowSeconds: WINDOW_SECONDS,
});
const ipRule = (ip: string | null) => ({ key: `login:ip:${ip}`, limit: LOGIN_LIMIT_PER_IP, windowSeconds: WINDOW_SECONDS });

// `ip` is null without a trusted proxy (see clientIp): then only the per-username limit applies.

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

/**
 * Called before checking a password. The username attempt is counted up
 * front (atomically), so a burst of parallel guesses cannot all slip in
 * before the first failure is recorded; a success clears it again.
 */
export async function beforeLoginAttempt(key: string, ip: string | null): Promise<void> {
  if (ip) {
    const byIp = await peek(ipRule(ip));
    if (!byIp.allowed) throw tooMany(byIp, LOGIN_LOCKED);
  }
  const byUser = await hit(usernameRule(key));
  if (!byUser.allowed) throw tooMany(byUser, LOGIN_LOCKED);
}

export async function afterLoginFailure(ip: string | null): Promise<void> {
  if (ip) await hit(ipRule(ip));
}

export async function afterLoginSuccess(key: string): Promise<void> {
  await clear(usernameRule(key).key);
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
