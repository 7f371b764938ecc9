// POST /api/admin/items/{itemId}/review – the operator settles an item whose submission is in doubt
import { NextResponse } from "next/server";
import { z } from "zod";

import { route } from "@/lib/api";
import { AppError } from "@/lib/errors";
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

export const POST = route<{ itemId: string }, typeof bodySchema, "operator">(
  { auth: "operator", body: bodySchema },
  async (_req, { params, body, user }) => {
    if (!z.uuid().safeParse(params.itemId).success) throw new AppError("NOT_FOUND", "العنصر غير موجود");
    const who = `operator ${user.username}`;
    if (body.action === "mark-submitted") await markItemSubmitted(params.itemId, body.externalOrderId, who);
    else if (body.action === "mark-not-created") await markItemNotCreated(params.itemId, who);
    else await refundItemByOperator(params.itemId, who);
    return NextResponse.json({ ok: true });
  },
);
