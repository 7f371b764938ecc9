// GET /api/orders/open?link=…&paymentIds=a,b – this visitor's unfinished order for the same link (account or device)
import { NextResponse } from "next/server";
import { z } from "zod";

import { otherMethods, route } from "@/lib/api";
import { MAX_OPEN_ORDER_PAYMENT_IDS, openOrderFor } from "@/lib/orders";

const querySchema = z.object({
  link: z
    .string()
    .default("")
    .transform((link) => link.slice(0, 2048)),
  // Ids that cannot be payment ids are dropped, not refused: the device's list is only a hint.
  paymentIds: z
    .string()
    .default("")
    .transform((ids) =>
      ids
        .split(",")
        .map((p) => p.trim())
        .filter((p) => p.length >= 5 && p.length <= 64),
    )
    .pipe(
      z
        .array(z.string())
        .max(MAX_OPEN_ORDER_PAYMENT_IDS, `يمكن إرسال ${MAX_OPEN_ORDER_PAYMENT_IDS} معرف دفع على الأكثر`),
    ),
});

export const GET = route({ auth: "optional", query: querySchema }, async (_req, { query, user }) => {
  const open = await openOrderFor(query.link, { userId: user?.id ?? null, paymentIds: query.paymentIds });
  return NextResponse.json(open);
});

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
