// POST /api/auth/logout – end the session everywhere and clear the cookie
import { NextResponse } from "next/server";

import { otherMethods, route } from "@/lib/api";
import { clearSessionCookie, revokeSessions } from "@/lib/auth";

export const POST = route({ auth: "optional" }, async (_request, { user }) => {
  // Raising the session version ends every copy of this user's cookies, not just this one.
  if (user) await revokeSessions(user.id);
  const response = NextResponse.json({ success: true });
  clearSessionCookie(response);
  return response;
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
