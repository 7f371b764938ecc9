import { usernameKey } from "@/lib/auth/contract";
import { db } from "@/lib/db";
import { CONNECTION_HEADER, connectionHeaderValue } from "@/lib/security/client-ip";
import { POST as registerRoute } from "@/app/api/auth/register/route";

import { call, sessionCookieFrom, type Handler } from "./auth";

let n = 0;

/** Request headers of a connection from `address`, as the store's HTTP server records it (lib/security/client-ip). */
export function fromAddress(address: string): Record<string, string> {
  return { [CONNECTION_HEADER]: connectionHeaderValue(address) };
}

/**
 * Registers a user through the real endpoint, each from an address of its
 * own (so a file's many users stay within the per-address sign-up limits);
 * returns its id and a Cookie header value.
 */
export async function signedInUser(role: "CUSTOMER" | "OPERATOR" = "CUSTOMER") {
  const username = `user${Date.now().toString(36)}${++n}`;
  const res = await call(registerRoute as Handler, "/api/auth/register", {
    body: JSON.stringify({ username, password: "secret-password" }),
    headers: fromAddress(`198.18.${Math.floor(n / 250)}.${(n % 250) + 1}`),
  });
  const cookie = sessionCookieFrom(res)!;
  const user = await db.user.update({ where: { usernameKey: usernameKey(username) }, data: { role } });
  return { id: user.id, username, cookie };
}
