// POST /api/admin/blocks – the operator blocks a TikTok video (a link in any form, or its id) or a short link; audited
import { NextResponse } from "next/server";
import { z } from "zod";

import { blockLink, requireOperatorApi } from "@/lib/admin";
import { otherMethods, route } from "@/lib/api";

const bodySchema = z.object({
  target: z.string({ error: "اكتب الرابط أو رقم الفيديو" }).trim().min(1, "اكتب الرابط أو رقم الفيديو").max(2048),
  reason: z.string({ error: "اكتب سبب الحظر" }).trim().min(3, "اكتب سبب الحظر").max(500),
  /** The customer whose page it was done from (their trail lists it). */
  customerId: z.uuid({ error: "رقم الحساب غير صالح" }).nullish(),
});

export const POST = route({ auth: "operator", body: bodySchema }, async (_req, { body, user }) => {
  const block = await blockLink(await requireOperatorApi(user), body);
  return NextResponse.json(block, { status: 201 });
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
