// POST /api/auth/register – create an account and sign it in
import { NextResponse } from "next/server";

import { clientIp, parseJson, route } from "@/lib/api";
import { beforeRegistration, emitUserRegistered, registerSchema, registerUser, setSessionCookie } from "@/lib/auth";

export const POST = route(async (request) => {
  const ip = clientIp(request);
  await beforeRegistration(ip);
  const input = await parseJson(request, registerSchema);
  const user = await registerUser(input);
  // The spec's client logs in right after registering; the session is set here
  // already so a failed second call cannot leave a new user signed out.
  const response = NextResponse.json({ id: user.id, username: user.username, usedFreeViews: false }, { status: 201 });
  await setSessionCookie(response, user);
  await emitUserRegistered({ ...user, ip, userAgent: request.headers.get("user-agent") });
  return response;
});
