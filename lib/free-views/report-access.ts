import "server-only";

import { readSessionFromCookies } from "@/lib/auth";
import { db } from "@/lib/db";

/**
 * For the operator's server page (route handlers use route({ auth: "operator" })):
 * the cookie is only a claim, so the account must still exist, the session
 * version must match (logout ends every copy of the cookie) and the role must
 * be OPERATOR. "signed-out" sends the visitor to sign in; "forbidden" hides
 * the page.
 */
export async function operatorAccess(): Promise<"operator" | "signed-out" | "forbidden"> {
  const session = await readSessionFromCookies();
  if (!session) return "signed-out";
  const user = await db.user.findUnique({
    where: { id: session.userId },
    select: { role: true, sessionVersion: true },
  });
  if (!user || user.sessionVersion !== session.sessionVersion) return "signed-out";
  return user.role === "OPERATOR" ? "operator" : "forbidden";
}
