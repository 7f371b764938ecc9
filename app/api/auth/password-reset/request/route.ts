// POST /api/auth/password-reset/request – e-mail a reset link; the same answer whether or not an account matched
import { NextResponse } from "next/server";

import { otherMethods, route } from "@/lib/api";
import { RESET_REQUESTED_MESSAGE, requestPasswordReset } from "@/lib/auth";
import { resetRequestSchema } from "@/lib/auth/schemas";

export const POST = route({ body: resetRequestSchema }, async (_req, { body, client }) => {
  await requestPasswordReset(body.identifier, client);
  return NextResponse.json({ message: RESET_REQUESTED_MESSAGE });
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
