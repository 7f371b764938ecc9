// POST /api/auth/register – create an account and sign it in
import { NextResponse } from "next/server";

import { route } from "@/lib/api";
import { beforeRegistration, emitUserRegistered, registerSchema, registerUser, setSessionCookie } from "@/lib/auth";

export const POST = route({ body: registerSchema }, async (request, { body, ip }) => {
  await beforeRegistration(ip);
  const user = await registerUser(body);
  // The spec's client logs in right after registering; the session is set here
  // already so a failed second call cannot leave a new user signed out.
  const response = NextResponse.json({ id: user.id, username: user.username, usedFreeViews: false }, { status: 201 });
  await setSessionCookie(response, user);
  await emitUserRegistered({ id: user.id, username: user.username, ip, userAgent: request.headers.get("user-agent") });
  return response;
});
