// POST /api/auth/password-reset – set a new password with a reset link's token; ends every session of the account
import { NextResponse } from "next/server";

import { otherMethods, route } from "@/lib/api";
import { resetPassword } from "@/lib/auth";
import { resetPasswordSchema } from "@/lib/auth/schemas";
import { enforce } from "@/lib/rate-limit";

export const POST = route({ body: resetPasswordSchema }, async (_req, { body, client }) => {
  await enforce(
    { key: `reset-use:ip:${client}`, limit: 20, windowSeconds: 3600 },
    "طلبات كثيرة خلال وقت قصير، يرجى المحاولة لاحقاً",
  );
  await resetPassword(body.token, body.password);
  return NextResponse.json({ ok: true });
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
