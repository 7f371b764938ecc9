import "server-only";

import { decode, encode, getToken } from "next-auth/jwt";
import { cookies } from "next/headers";
import type { NextRequest, NextResponse } from "next/server";

import { serverSecret } from "@/lib/security";

import { SESSION_MAX_AGE_SECONDS, sessionCookieName, secureCookies } from "./config";

/** Who is signed in, as the session token says. */
export interface Session {
  userId: string;
  username: string;
  /** The user's session version when the token was issued (see getRequestUser). */
  sessionVersion: number;
}

function toSession(token: { sub?: unknown; name?: unknown; sv?: unknown } | null): Session | null {
  if (!token || typeof token.sub !== "string" || typeof token.name !== "string") return null;
  return { userId: token.sub, username: token.name, sessionVersion: typeof token.sv === "number" ? token.sv : 0 };
}

/**
 * The same encrypted JWT next-auth issues (`sub` = user id, `name` =
 * username), in next-auth's own cookie, so /api/auth/login, next-auth's
 * routes, the request guard and server pages all read one session.
 */
export async function setSessionCookie(
  response: NextResponse,
  user: { id: string; username: string; sessionVersion: number },
) {
  const token = await encode({
    token: { sub: user.id, name: user.username, sv: user.sessionVersion },
    secret: serverSecret(),
    maxAge: SESSION_MAX_AGE_SECONDS,
  });
  response.cookies.set(sessionCookieName(), token, {
    httpOnly: true,
    sameSite: "lax",
    secure: secureCookies(),
    path: "/",
    maxAge: SESSION_MAX_AGE_SECONDS,
  });
}

export function clearSessionCookie(response: NextResponse) {
  response.cookies.set(sessionCookieName(), "", {
    httpOnly: true,
    sameSite: "lax",
    secure: secureCookies(),
    path: "/",
    maxAge: 0,
  });
}

/** The session of a route handler's or the proxy's request; null when signed out or tampered with. */
export async function readSession(request: NextRequest): Promise<Session | null> {
  const token = await getToken({ req: request, secret: serverSecret(), secureCookie: secureCookies() });
  return toSession(token);
}

/** The session in a server component (makes that page dynamic: use only on account pages). */
export async function readSessionFromCookies(): Promise<Session | null> {
  const raw = (await cookies()).get(sessionCookieName())?.value;
  if (!raw) return null;
  try {
    return toSession(await decode({ token: raw, secret: serverSecret() }));
  } catch {
    return null;
  }
}
