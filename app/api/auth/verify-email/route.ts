// POST /api/auth/verify-email – open an e-mail verification link (its token); answers the verified address
import { NextResponse } from "next/server";

import { otherMethods, route } from "@/lib/api";
import { verifyAccountEmail } from "@/lib/auth";
import { verifyEmailSchema } from "@/lib/auth/schemas";

export const POST = route({ body: verifyEmailSchema }, async (_req, { body }) =>
  NextResponse.json(await verifyAccountEmail(body.token)),
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
