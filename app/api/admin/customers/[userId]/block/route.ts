// POST /api/admin/customers/{userId}/block – the operator blocks an account from the checkout and the free offer; audited
import { NextResponse } from "next/server";
import { z } from "zod";

import { blockAccount, requireOperatorApi } from "@/lib/admin";
import { otherMethods, route } from "@/lib/api";

const bodySchema = z.object({
  reason: z.string({ error: "اكتب سبب الحظر" }).trim().min(3, "اكتب سبب الحظر").max(500),
});

export const POST = route(
  { auth: "operator", params: z.object({ userId: z.uuid() }), paramsNotFound: "الحساب غير موجود", body: bodySchema },
  async (_req, { params, body, user }) => {
    await blockAccount(await requireOperatorApi(user), params.userId, body.reason);
    return NextResponse.json({ ok: true }, { status: 201 });
  },
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
