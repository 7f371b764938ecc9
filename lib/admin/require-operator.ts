import "server-only";

import { redirect } from "next/navigation";

import { getPageUser, isOperator } from "@/lib/auth";

/**
 * For operator pages (server components; route handlers use route({ auth:
 * "operator" })): the signed-in operator, checked against the database like
 * every session. Signed-out visitors go to the login page with `returnTo`;
 * other users get null, and the page decides what they see.
 */
export async function requireOperator(returnTo: string): Promise<{ id: string; username: string } | null> {
  const user = await getPageUser();
  if (!user) redirect(`/login?callbackUrl=${encodeURIComponent(returnTo)}`);
  return isOperator(user) ? { id: user.id, username: user.username } : null;
}
