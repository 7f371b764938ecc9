// POST /api/auth/register – create an account and sign it in
import { NextResponse } from "next/server";

import { route } from "@/lib/api";
import { beforeRegistration, registerSchema, registerUser, setSessionCookie } from "@/lib/auth";
import { db } from "@/lib/db";
import { trackRegistration } from "@/lib/tracking";

export const POST = route({ body: registerSchema }, async (request, { body, ip }) => {
  await beforeRegistration(ip);
  const user = await registerUser(body);
  // The ad platform's CompleteRegistration is a durable job, committed before
  // the answer: it is sent even if this process stops now. A failure here
  // must not undo a sign-up that succeeded.
  await trackRegistration(db, {
    id: user.id,
    username: user.username,
    ip,
    userAgent: request.headers.get("user-agent"),
  }).catch((error: unknown) => console.error("[tracking] registration event not queued", error));
  // The spec's client logs in right after registering; the session is set here
  // already so a failed second call cannot leave a new user signed out.
  const response = NextResponse.json({ id: user.id, username: user.username, usedFreeViews: false }, { status: 201 });
  await setSessionCookie(response, user);
  return response;
});
