// POST /api/auth/logout – clear the session cookie
import { NextResponse } from "next/server";

import { route } from "@/lib/api";
import { clearSessionCookie } from "@/lib/auth";

export const POST = route(async () => {
  const response = NextResponse.json({ success: true });
  clearSessionCookie(response);
  return response;
});
