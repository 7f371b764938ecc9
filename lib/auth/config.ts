import "server-only";

import { env } from "@/lib/env";

/** Sessions last 30 days (next-auth's default), renewed by next-auth on use. */
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/**
 * Cookies are `Secure` when the store is served over HTTPS (APP_URL), which is
 * every real production deployment (lib/env insists); next-auth then uses the
 * `__Secure-` name.
 */
export function secureCookies(): boolean {
  return env().APP_URL.startsWith("https://");
}

export function sessionCookieName(): string {
  return secureCookies() ? "__Secure-next-auth.session-token" : "next-auth.session-token";
}
