// GET /api/auth/current-user – the signed-in user, or 401
import { NextResponse } from "next/server";

import { otherMethods, route } from "@/lib/api";
import { getCurrentUser } from "@/lib/auth";
import { AppError } from "@/lib/errors";

export const dynamic = "force-dynamic";

export const GET = route({ auth: "user" }, async (_request, { user }) => {
  const current = await getCurrentUser(user.id);
  if (!current) throw new AppError("UNAUTHORIZED", "غير مسجل الدخول");
  return NextResponse.json(current);
});

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
