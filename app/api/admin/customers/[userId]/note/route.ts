// POST /api/admin/customers/{userId}/note – the operator replaces their note on a customer (empty removes it); audited
import { NextResponse } from "next/server";
import { z } from "zod";

import { NOTE_MAX, requireOperatorApi, setCustomerNote } from "@/lib/admin";
import { otherMethods, route } from "@/lib/api";

const bodySchema = z.object({
  note: z.string({ error: "الملاحظة غير صالحة" }).max(NOTE_MAX, `الملاحظة أطول من ${NOTE_MAX} حرف`),
});

export const POST = route(
  { auth: "operator", params: z.object({ userId: z.uuid() }), paramsNotFound: "الحساب غير موجود", body: bodySchema },
  async (_req, { params, body, user }) => {
    await setCustomerNote(await requireOperatorApi(user), params.userId, body.note);
    return NextResponse.json({ ok: true });
  },
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
