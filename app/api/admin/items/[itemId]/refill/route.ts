// POST /api/admin/items/{itemId}/refill – the operator asks the panel for a refill of a delivered item
import { NextResponse } from "next/server";
import { z } from "zod";

import { requestRefill, requireOperatorApi } from "@/lib/admin";
import { otherMethods, route } from "@/lib/api";

export const POST = route(
  { auth: "operator", params: z.object({ itemId: z.uuid() }), paramsNotFound: "العنصر غير موجود" },
  async (_req, { params, user }) => {
    await requestRefill(await requireOperatorApi(user), params.itemId);
    return NextResponse.json({ ok: true });
  },
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
