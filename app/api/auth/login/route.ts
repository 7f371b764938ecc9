// POST /api/auth/login – check username and password, set the session cookie
import { NextResponse } from "next/server";

import { clientIp, parseJson, route } from "@/lib/api";
import { authenticate, getCurrentUser, loginSchema, setSessionCookie } from "@/lib/auth";

export const POST = route(async (request) => {
  const input = await parseJson(request, loginSchema);
  const user = await authenticate(input, clientIp(request));
  const current = await getCurrentUser(user.id);
  const response = NextResponse.json(current ?? { ...user, usedFreeViews: false });
  await setSessionCookie(response, user);
  return response;
});
