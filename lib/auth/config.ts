import "server-only";

import { createHash } from "node:crypto";

import { env } from "@/lib/env";

/** Sessions last 30 days (next-auth's default), renewed by next-auth on use. */
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/**
 * The secret that encrypts session tokens. Production must set AUTH_SECRET
 * (lib/env refuses to start without it). In development and tests a fixed
 * secret derived from the data folder keeps sessions valid across restarts
 * without any setup; it is not secret, which is fine only off production.
 */
export function authSecret(): string {
  const config = env();
  if (config.AUTH_SECRET) return config.AUTH_SECRET;
  if (config.NODE_ENV === "production") throw new Error("AUTH_SECRET is required in production");
  return createHash("sha256").update(`dev-auth-secret:${config.DATA_DIR}`).digest("hex");
}

/**
 * Cookies are `Secure` when the store is served over HTTPS (APP_URL), which is
 * every real production deployment; next-auth then uses the `__Secure-` name.
 */
export function secureCookies(): boolean {
  return env().APP_URL.startsWith("https://");
}

export function sessionCookieName(): string {
  return secureCookies() ? "__Secure-next-auth.session-token" : "next-auth.session-token";
}
