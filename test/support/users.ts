import { usernameKey } from "@/lib/auth/contract";
import { db } from "@/lib/db";
import { POST as registerRoute } from "@/app/api/auth/register/route";

import { call, sessionCookieFrom, type Handler } from "./auth";

let n = 0;

/** Registers a user through the real endpoint; returns its id and a Cookie header value. */
export async function signedInUser(role: "CUSTOMER" | "OPERATOR" = "CUSTOMER") {
  const username = `user${Date.now().toString(36)}${++n}`;
  const res = await call(registerRoute as Handler, "/api/auth/register", {
    body: JSON.stringify({ username, password: "secret-password" }),
  });
  const cookie = sessionCookieFrom(res)!;
  const user = await db.user.update({ where: { usernameKey: usernameKey(username) }, data: { role } });
  return { id: user.id, username, cookie };
}
