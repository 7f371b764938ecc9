// POST /api/auth/register – create an account and sign it in
import { NextResponse } from "next/server";

import { otherMethods, route } from "@/lib/api";
import {
  beforeRegistration,
  deviceCookieName,
  registerUser,
  setAccountEmail,
  setDeviceCookie,
  setSessionCookie,
  usernameKey,
} from "@/lib/auth";
import { registerWithEmailSchema } from "@/lib/auth/schemas";
import { serverEventId, trackRegistration } from "@/lib/tracking";

// The optional e-mail is added to the documented body; a link sent to it verifies it.
export const POST = route({ body: registerWithEmailSchema }, async (request, { body, ip, client }) => {
  await beforeRegistration(client);
  // The ad platform's CompleteRegistration is a durable job committed with the
  // account: it is sent even if this process stops right after answering.
  const user = await registerUser(body, {
    client,
    onCreated: async (tx, created) => {
      await trackRegistration(tx, {
        id: created.id,
        username: created.username,
        ip,
        userAgent: request.headers.get("user-agent"),
      });
      if (body.email) await setAccountEmail(created.id, body.email, tx);
    },
  });
  // Clients used to log in right after registering (docs/product-rules.md#accounts); the session is set here
  // already so a failed second call cannot leave a new user signed out.
  // The sign-up's event id goes to this browser alone, for its pixel to send the same (docs/ad-events.md#deduplication).
  const response = NextResponse.json(
    {
      id: user.id,
      username: user.username,
      usedFreeViews: false,
      registrationEventId: serverEventId("registration", user.id),
    },
    { status: 201 },
  );
  await setSessionCookie(response, user);
  // The browser that made the account is a known device of it (docs/security.md#lockout).
  setDeviceCookie(response, request.cookies.get(deviceCookieName())?.value, usernameKey(body.username));
  return response;
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
