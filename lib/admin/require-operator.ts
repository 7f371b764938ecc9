import "server-only";

import { getPageUser, isOperator, type RequestUser } from "@/lib/auth";
import { AppError } from "@/lib/errors";
import { enforce } from "@/lib/rate-limit";
import { PAGES } from "@/lib/routes";

import type { Operator } from "./audit";

/**
 * For operator pages (server components; route handlers use route({ auth:
 * "operator" })): the signed-in operator, checked against the database like
 * every session. Signed-out visitors go to the login page with `returnTo`;
 * other users get null, and the page decides what they see.
 */
export async function requireOperator(returnTo: string): Promise<{ id: string; username: string } | null> {
  const user = await getPageUser();
  if (!user) {
    // Loaded here, not at the top: the worker process (npm run worker) loads this room
    // for the attention digest, and next/navigation needs the app router's React.
    const { redirect } = await import("next/navigation");
    redirect(`${PAGES.login.path}?callbackUrl=${encodeURIComponent(returnTo)}`);
  }
  return isOperator(user) ? { id: user.id, username: user.username } : null;
}

/** The signed-in operator for the console's layout, or null: never redirects. */
export async function currentOperator(): Promise<Operator | null> {
  const user = await getPageUser();
  return isOperator(user) ? { id: user.id, username: user.username } : null;
}

export const OPERATOR_RATE_LIMIT = { limit: 120, windowSeconds: 60 };
export const OPERATOR_RATE_LIMITED_MESSAGE = "طلبات كثيرة من لوحة التشغيل، حاول بعد قليل";
const OPERATOR_ONLY = "هذه الصفحة لمشغّلي المتجر فقط";

/**
 * Inside every operator API handler, first: the caller is an operator (the
 * route's `auth: "operator"` answered 401/403 already; checked again here so a
 * handler never runs for anyone else), and within the operator's rate limit.
 * Returns who is acting, for the audit trail.
 */
export async function requireOperatorApi(user: RequestUser | null): Promise<Operator> {
  if (!user) throw new AppError("UNAUTHORIZED", "تسجيل الدخول مطلوب");
  if (!isOperator(user)) throw new AppError("FORBIDDEN", OPERATOR_ONLY);
  await enforce({ key: `admin:${user.id}`, ...OPERATOR_RATE_LIMIT }, OPERATOR_RATE_LIMITED_MESSAGE);
  return { id: user.id, username: user.username };
}
