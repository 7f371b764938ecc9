// POST /api/admin/ad-spend – the operator enters what a campaign cost on a day (replacing that day's figure); audited
import { NextResponse } from "next/server";

import { adSpendInputSchema, requireOperatorApi, setAdSpend } from "@/lib/admin";
import { otherMethods, route } from "@/lib/api";

export const POST = route({ auth: "operator", body: adSpendInputSchema }, async (_req, { body, user }) => {
  const result = await setAdSpend(await requireOperatorApi(user), body);
  return NextResponse.json({ ok: true, ...result }, { status: result.replaced ? 200 : 201 });
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
