// POST /api/auth/login – check username and password, set the session cookie
import { NextResponse } from "next/server";

import { otherMethods, route } from "@/lib/api";
import { authenticate, getCurrentUser, loginSchema, setSessionCookie } from "@/lib/auth";

export const POST = route({ body: loginSchema }, async (_request, { body, client }) => {
  const user = await authenticate(body, client);
  const current = await getCurrentUser(user.id);
  const response = NextResponse.json(current ?? { id: user.id, username: user.username, usedFreeViews: false });
  await setSessionCookie(response, user);
  return response;
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
