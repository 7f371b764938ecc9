// POST /api/auth/password-reset – set a new password with a reset link's token; ends every other session and signs this browser in
import { NextResponse } from "next/server";

import { otherMethods, route } from "@/lib/api";
import { deviceCookieName, getCurrentUser, resetPassword, setDeviceCookie, setSessionCookie } from "@/lib/auth";
import { resetPasswordSchema } from "@/lib/auth/schemas";
import { enforce } from "@/lib/rate-limit";

// The link proves the person: this browser is signed in and gets the
// account's device token, so a lockout by others' guesses never keeps it out
// (docs/security.md#lockout).
export const POST = route({ body: resetPasswordSchema }, async (request, { body, client }) => {
  await enforce(
    { key: `reset-use:ip:${client}`, limit: 20, windowSeconds: 3600 },
    "طلبات كثيرة خلال وقت قصير، يرجى المحاولة لاحقاً",
  );
  const user = await resetPassword(body.token, body.password);
  const current = await getCurrentUser(user.id);
  const response = NextResponse.json({ ok: true, user: current });
  await setSessionCookie(response, user);
  setDeviceCookie(response, request.cookies.get(deviceCookieName())?.value ?? null, user.usernameKey);
  return response;
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
