// POST /api/contact {email, body} – a message to the store from an address (no order needed); 202
import { NextResponse } from "next/server";
import { z } from "zod";

import { otherMethods, route } from "@/lib/api";
import { CONVERSATION_MESSAGES, messageText, postContactMessage } from "@/lib/conversations";

const bodySchema = z.object({
  email: z
    .string({ error: CONVERSATION_MESSAGES.email })
    .trim()
    .max(320, CONVERSATION_MESSAGES.email)
    .pipe(z.email(CONVERSATION_MESSAGES.email)),
  body: messageText,
});

export const POST = route(
  { auth: "optional", body: bodySchema, maxBytes: 16 * 1024 },
  async (_req, { body, user, client }) => {
    await postContactMessage({ email: body.email, body: body.body, userId: user?.id ?? null }, client);
    return NextResponse.json({ ok: true }, { status: 202 });
  },
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
