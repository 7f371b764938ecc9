import "server-only";

import { redirect } from "next/navigation";

import { readSessionFromCookies } from "@/lib/auth";
import { db } from "@/lib/db";

/**
 * For operator pages (server components): the signed-in operator, checked
 * against the database (the account exists, the session is current, the role
 * is OPERATOR). Signed-out visitors go to the login page; other users get
 * null, and the page says it is for operators only.
 */
export async function requireOperator(returnTo: string): Promise<{ id: string; username: string } | null> {
  const session = await readSessionFromCookies();
  if (!session) redirect(`/login?callbackUrl=${encodeURIComponent(returnTo)}`);
  const user = await db.user.findUnique({
    where: { id: session.userId },
    select: { id: true, username: true, role: true, sessionVersion: true },
  });
  if (!user || user.sessionVersion !== session.sessionVersion)
    redirect(`/login?callbackUrl=${encodeURIComponent(returnTo)}`);
  return user.role === "OPERATOR" ? { id: user.id, username: user.username } : null;
}
