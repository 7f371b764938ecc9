import "server-only";

import type { NextRequest } from "next/server";

import { db } from "@/lib/db";

import { readSession, readSessionFromCookies, type Session } from "./session";

/** Who made a request, as the database knows them now (not just as the cookie says). */
export interface RequestUser {
  id: string;
  username: string;
  role: "CUSTOMER" | "OPERATOR";
}

/**
 * The account behind a session, or null. The session cookie is only a claim:
 * the account must still exist and the token's session version must match the
 * user's current one (logout raises it, ending every copy of the cookie). One
 * indexed lookup. Every reader of the session goes through here: the route
 * wrapper, server pages, and next-auth's own endpoints (its jwt callback).
 */
export async function userForSession(session: Session): Promise<RequestUser | null> {
  const user = await db.user
    .findUnique({
      where: { id: session.userId },
      select: { id: true, username: true, role: true, sessionVersion: true },
    })
    .catch(() => null); // a malformed id is no user
  if (!user || user.sessionVersion !== session.sessionVersion) return null;
  return { id: user.id, username: user.username, role: user.role };
}

/**
 * Whether this user may use the operator console and its APIs: the one rule,
 * for the route wrapper's auth "operator" and the operator pages alike. The
 * user comes from userForSession, so the role is the database's, now.
 */
export function isOperator(user: RequestUser | null): user is RequestUser & { role: "OPERATOR" } {
  return user?.role === "OPERATOR";
}

/** The signed-in user of a route handler's request, or null. */
export async function getRequestUser(request: NextRequest): Promise<RequestUser | null> {
  const session = await readSession(request);
  return session ? userForSession(session) : null;
}

/** The signed-in user in a server component (makes the page dynamic: account pages only). */
export async function getPageUser(): Promise<RequestUser | null> {
  const session = await readSessionFromCookies();
  return session ? userForSession(session) : null;
}
