import "server-only";

import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";

import type { NextResponse } from "next/server";

import { serverKey } from "@/lib/security";

import { secureCookies } from "./config";

/**
 * Device tokens (OWASP's "device cookies"): a browser that has signed in to
 * an account carries a token, signed by the server, naming that account. A
 * login attempt with it is judged on that device's own failures; attempts
 * without it share the account's stricter budget, which never blocks a known
 * device (lib/auth/throttle, docs/security.md#lockout).
 *
 * The cookie holds one entry per account signed into on this browser (at most
 * DEVICE_ACCOUNTS, newest first): `<device id>.<account>.<signature>`, the
 * account being a hash of the username key, the signature an HMAC of both with
 * a key derived from the server's secret. It is no session: signing out keeps it.
 */
export const DEVICE_ACCOUNTS = 5;
export const DEVICE_TOKEN_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
const ENTRY = /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;

export function deviceCookieName(): string {
  return secureCookies() ? "__Secure-device" : "device";
}

const accountOf = (key: string) =>
  createHash("sha256").update(`device-account:${key}`).digest("base64url").slice(0, 22);
const sign = (id: string, account: string) =>
  createHmac("sha256", serverKey("device-token")).update(`${id}.${account}`).digest("base64url");

interface Entry {
  id: string;
  account: string;
}

/** The cookie's entries whose signature is this server's (anything else is ignored). */
function entries(cookie: string | null | undefined): Entry[] {
  if (!cookie || cookie.length > 1024) return [];
  const valid: Entry[] = [];
  for (const part of cookie.split("~").slice(0, DEVICE_ACCOUNTS)) {
    const m = ENTRY.exec(part);
    if (!m) continue;
    const expected = Buffer.from(sign(m[1]!, m[2]!));
    const given = Buffer.from(m[3]!);
    if (given.length === expected.length && timingSafeEqual(given, expected)) valid.push({ id: m[1]!, account: m[2]! });
  }
  return valid;
}

/** The device id when the cookie carries a valid token for the account with username key `key`; else null. */
export function knownDevice(cookie: string | null | undefined, key: string): string | null {
  const account = accountOf(key);
  return entries(cookie).find((e) => e.account === account)?.id ?? null;
}

/** The cookie value after a successful sign-in (or sign-up) to `key` on this browser. */
export function deviceCookieAfterSignIn(cookie: string | null | undefined, key: string): string {
  const account = accountOf(key);
  const kept = entries(cookie);
  const id = kept[0]?.id ?? randomBytes(16).toString("base64url");
  const others = kept.filter((e) => e.account !== account);
  return [{ id, account }, ...others]
    .slice(0, DEVICE_ACCOUNTS)
    .map((e) => `${e.id}.${e.account}.${sign(e.id, e.account)}`)
    .join("~");
}

/** The device cookie of a request carrying plain headers (next-auth's sign-in form). */
export function deviceCookieFromHeader(header: unknown): string | null {
  if (typeof header !== "string") return null;
  const name = deviceCookieName();
  for (const part of header.split(";")) {
    const [k, ...v] = part.trim().split("=");
    if (k === name) return v.join("=");
  }
  return null;
}

/** Sets the device cookie on a response that signs `key` in. */
export function setDeviceCookie(response: NextResponse, current: string | null | undefined, key: string): void {
  response.cookies.set(deviceCookieName(), deviceCookieAfterSignIn(current, key), {
    httpOnly: true,
    sameSite: "lax",
    secure: secureCookies(),
    path: "/api/auth",
    maxAge: DEVICE_TOKEN_MAX_AGE_SECONDS,
  });
}
