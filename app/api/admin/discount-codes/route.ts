// POST /api/admin/discount-codes – the operator creates a discount code; audited
import { NextResponse } from "next/server";

import { addDiscountCode, discountCodeInputSchema, requireOperatorApi } from "@/lib/admin";
import { otherMethods, route } from "@/lib/api";

export const POST = route({ auth: "operator", body: discountCodeInputSchema }, async (_req, { body, user }) => {
  const code = await addDiscountCode(await requireOperatorApi(user), body);
  return NextResponse.json({ ok: true, code }, { status: 201 });
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
