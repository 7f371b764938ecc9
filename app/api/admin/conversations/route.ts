// POST /api/admin/conversations {conversationId | orderId | userId, body, close?} – an operator writes to a customer (e-mailed, audited); 201
import { NextResponse } from "next/server";
import { z } from "zod";

import { requireOperatorApi } from "@/lib/admin";
import { otherMethods, route } from "@/lib/api";
import { messageText, writeToCustomer } from "@/lib/conversations";

const id = z.uuid("معرّف غير صالح");
const bodySchema = z
  .object({
    conversationId: id.optional(),
    orderId: id.optional(),
    userId: id.optional(),
    body: messageText,
    close: z.boolean().optional(),
  })
  .refine((b) => [b.conversationId, b.orderId, b.userId].filter(Boolean).length === 1, {
    message: "حدّد المحادثة أو الطلب أو العميل",
    path: ["conversationId"],
  });

export const POST = route({ auth: "operator", body: bodySchema, maxBytes: 16 * 1024 }, async (_req, { body, user }) => {
  const operator = await requireOperatorApi(user);
  const target = body.conversationId
    ? { conversationId: body.conversationId }
    : body.orderId
      ? { orderId: body.orderId }
      : { userId: body.userId! };
  const written = await writeToCustomer(operator, target, body.body, { close: body.close });
  return NextResponse.json(written, { status: 201 });
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
