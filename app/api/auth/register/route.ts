// POST /api/auth/register – create an account and sign it in
import { NextResponse } from "next/server";

import { route } from "@/lib/api";
import { beforeRegistration, registerUser, setAccountEmail, setSessionCookie } from "@/lib/auth";
import { registerWithEmailSchema } from "@/lib/auth/schemas";
import { trackRegistration } from "@/lib/tracking";

// The optional e-mail is added to the documented body; a link sent to it verifies it.
export const POST = route({ body: registerWithEmailSchema }, async (request, { body, ip }) => {
  await beforeRegistration(ip);
  // The ad platform's CompleteRegistration is a durable job committed with the
  // account: it is sent even if this process stops right after answering.
  const user = await registerUser(body, async (tx, created) => {
    await trackRegistration(tx, {
      id: created.id,
      username: created.username,
      ip,
      userAgent: request.headers.get("user-agent"),
    });
    if (body.email) await setAccountEmail(created.id, body.email, tx);
  });
  // Clients used to log in right after registering (docs/product-rules.md#accounts); the session is set here
  // already so a failed second call cannot leave a new user signed out.
  const response = NextResponse.json({ id: user.id, username: user.username, usedFreeViews: false }, { status: 201 });
  await setSessionCookie(response, user);
  return response;
});
