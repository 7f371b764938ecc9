// GET /api/auth/current-user – the signed-in user, or 401
import { NextResponse } from "next/server";

import { AppError, route } from "@/lib/api";
import { getCurrentUser, readSession } from "@/lib/auth";

export const dynamic = "force-dynamic";

export const GET = route(async (request) => {
  const session = await readSession(request);
  const user = session ? await getCurrentUser(session.userId) : null;
  if (!user) throw new AppError("UNAUTHORIZED", "غير مسجل الدخول");
  return NextResponse.json(user, { headers: { "Cache-Control": "no-store" } });
});
