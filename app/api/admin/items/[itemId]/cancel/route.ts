// POST /api/admin/items/{itemId}/cancel – the operator asks the panel to cancel an item where the service allows it
import { NextResponse } from "next/server";
import { z } from "zod";

import { cancelAtPanel, requireOperatorApi } from "@/lib/admin";
import { otherMethods, route } from "@/lib/api";

export const POST = route(
  { auth: "operator", params: z.object({ itemId: z.uuid() }), paramsNotFound: "العنصر غير موجود" },
  async (_req, { params, user }) => {
    await cancelAtPanel(await requireOperatorApi(user), params.itemId);
    return NextResponse.json({ ok: true });
  },
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
