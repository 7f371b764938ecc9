// POST /api/admin/items/{itemId}/retry – the operator sends again an item whose submission certainly failed
import { NextResponse } from "next/server";
import { z } from "zod";

import { retrySubmission, requireOperatorApi } from "@/lib/admin";
import { otherMethods, route } from "@/lib/api";

export const POST = route(
  { auth: "operator", params: z.object({ itemId: z.uuid() }), paramsNotFound: "العنصر غير موجود" },
  async (_req, { params, user }) => {
    await retrySubmission(await requireOperatorApi(user), params.itemId);
    return NextResponse.json({ ok: true });
  },
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
