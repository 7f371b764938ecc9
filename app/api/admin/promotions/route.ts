// POST /api/admin/promotions – the operator creates a promotion with dates; audited
import { NextResponse } from "next/server";

import { addPromotion, promotionInputSchema, requireOperatorApi } from "@/lib/admin";
import { otherMethods, route } from "@/lib/api";

export const POST = route({ auth: "operator", body: promotionInputSchema }, async (_req, { body, user }) => {
  const promotion = await addPromotion(await requireOperatorApi(user), body);
  return NextResponse.json({ ok: true, promotion }, { status: 201 });
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
