// PATCH /api/admin/discount-codes/{codeId} – the operator pauses or resumes a discount code; audited
import { NextResponse } from "next/server";
import { z } from "zod";

import { pauseDiscountCode, requireOperatorApi } from "@/lib/admin";
import { otherMethods, route } from "@/lib/api";

const bodySchema = z.object({ paused: z.boolean({ error: "حدد الإيقاف أو الاستئناف" }) });

export const PATCH = route(
  {
    auth: "operator",
    params: z.object({ codeId: z.uuid() }),
    paramsNotFound: "رمز الخصم غير موجود",
    body: bodySchema,
  },
  async (_req, { params, body, user }) => {
    const code = await pauseDiscountCode(await requireOperatorApi(user), params.codeId, body.paused);
    return NextResponse.json({ ok: true, code });
  },
);

export const { GET, POST, PUT, DELETE } = otherMethods("PATCH");
