// POST /api/auth/email – set the signed-in account's e-mail address (a link verifies it), or remove it with ""
import { NextResponse } from "next/server";

import { otherMethods, route } from "@/lib/api";
import { accountEmail, setAccountEmail } from "@/lib/auth";
import { accountEmailSchema } from "@/lib/auth/schemas";

export const POST = route({ auth: "user", body: accountEmailSchema }, async (_req, { body, user }) => {
  await setAccountEmail(user.id, body.email);
  return NextResponse.json(await accountEmail(user.id));
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
