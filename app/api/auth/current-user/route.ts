// GET /api/auth/current-user – the signed-in user, or null (200) for a visitor who is not signed in
import { NextResponse } from "next/server";

import { otherMethods, route } from "@/lib/api";
import { getCurrentUser } from "@/lib/auth";

export const dynamic = "force-dynamic";

// Every page asks this once; a signed-out visitor is an ordinary answer, not an
// error: a 401 here was logged in every guest's console (docs/product-rules.md#accounts).
export const GET = route({ auth: "optional" }, async (_request, { user }) =>
  NextResponse.json(user ? await getCurrentUser(user.id) : null),
);

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
