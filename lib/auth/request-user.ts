import "server-only";

import type { NextRequest } from "next/server";

import { db } from "@/lib/db";

import { readSession } from "./session";

/** Who made a request, as the database knows them now (not just as the cookie says). */
export interface RequestUser {
  id: string;
  username: string;
  role: "CUSTOMER" | "OPERATOR";
}

/**
 * The signed-in user of a request, or null. The session cookie is only a
 * claim: the account must still exist and the token's session version must
 * match the user's current one (logout raises it, ending every copy of the
 * cookie). One indexed lookup per request that needs a user.
 */
export async function getRequestUser(request: NextRequest): Promise<RequestUser | null> {
  const session = await readSession(request);
  if (!session) return null;
  const user = await db.user.findUnique({
    where: { id: session.userId },
    select: { id: true, username: true, role: true, sessionVersion: true },
  });
  if (!user || user.sessionVersion !== session.sessionVersion) return null;
  return { id: user.id, username: user.username, role: user.role };
}
