// PATCH /api/admin/promotions/{promotionId} – the operator ends a promotion now ({ended: true}); audited
import { NextResponse } from "next/server";
import { z } from "zod";

import { endPromotion, requireOperatorApi } from "@/lib/admin";
import { otherMethods, route } from "@/lib/api";

const bodySchema = z.object({ ended: z.literal(true, { error: "أرسل ended: true لإنهاء العرض" }) });

export const PATCH = route(
  {
    auth: "operator",
    params: z.object({ promotionId: z.uuid() }),
    paramsNotFound: "العرض غير موجود",
    body: bodySchema,
  },
  async (_req, { params, user }) => {
    const promotion = await endPromotion(await requireOperatorApi(user), params.promotionId);
    return NextResponse.json({ ok: true, promotion });
  },
);

export const { GET, POST, PUT, DELETE } = otherMethods("PATCH");
