// POST /api/admin/items/{itemId}/review – the operator settles an item whose submission is in doubt
import { NextResponse } from "next/server";
import { z } from "zod";

import { requireOperatorApi, resolveReview } from "@/lib/admin";
import { otherMethods, route } from "@/lib/api";

const bodySchema = z.discriminatedUnion("action", [
  // Found at the panel: its order id.
  z.object({
    action: z.literal("mark-submitted"),
    externalOrderId: z
      .string()
      .trim()
      .regex(/^[\w-]{1,64}$/, "رقم طلب اللوحة غير صالح"),
  }),
  // Not at the panel: submit again.
  z.object({ action: z.literal("mark-not-created") }),
  // Give up: fail the item and refund its share.
  z.object({ action: z.literal("refund") }),
]);

export const POST = route(
  {
    auth: "operator",
    params: z.object({ itemId: z.uuid() }),
    paramsNotFound: "العنصر غير موجود",
    body: bodySchema,
  },
  async (_req, { params, body, user }) => {
    await resolveReview(await requireOperatorApi(user), params.itemId, body);
    return NextResponse.json({ ok: true });
  },
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
