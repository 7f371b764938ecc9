// POST /api/auth/login – check username and password, set the session cookie
import { NextResponse } from "next/server";

import { otherMethods, route } from "@/lib/api";
import {
  authenticate,
  deviceCookieName,
  getCurrentUser,
  loginSchema,
  setDeviceCookie,
  setSessionCookie,
  usernameKey,
} from "@/lib/auth";

// The browser's device token for this account is set (or kept) on success: its
// next attempts are judged on its own (docs/security.md#lockout).
export const POST = route({ body: loginSchema }, async (request, { body, client }) => {
  const device = request.cookies.get(deviceCookieName())?.value ?? null;
  const user = await authenticate(body, client, device);
  const current = await getCurrentUser(user.id);
  const response = NextResponse.json(current ?? { id: user.id, username: user.username, usedFreeViews: false });
  await setSessionCookie(response, user);
  setDeviceCookie(response, device, usernameKey(body.username));
  return response;
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
