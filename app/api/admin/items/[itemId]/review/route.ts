// POST /api/admin/items/{itemId}/review – the operator settles an item whose submission is in doubt
import { NextResponse } from "next/server";
import { z } from "zod";

import { otherMethods, route } from "@/lib/api";
import { markItemNotCreated, markItemSubmitted, refundItemByOperator } from "@/lib/fulfilment";

const bodySchema = z.discriminatedUnion("action", [
  // Found at the panel: its order id.
  z.object({
    action: z.literal("mark-submitted"),
    externalOrderId: z
      .string()
      .trim()
      .regex(/^[\w-]{1,64}$/),
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
    const who = `operator ${user.username}`;
    if (body.action === "mark-submitted") await markItemSubmitted(params.itemId, body.externalOrderId, who);
    else if (body.action === "mark-not-created") await markItemNotCreated(params.itemId, who);
    else await refundItemByOperator(params.itemId, who);
    return NextResponse.json({ ok: true });
  },
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
