// POST /api/tiktok-views/order {paymentId, link, quantity} – ensures the order of a paid payment.
// Link and quantity come from the payment, never from this request.
import { NextResponse } from "next/server";

import { otherMethods, route } from "@/lib/api";
import { ensureOrderForPayment, ensureOrderSchema } from "@/lib/payments";

export const POST = route({ body: ensureOrderSchema }, async (_req, { body }) =>
  NextResponse.json(await ensureOrderForPayment(body.paymentId)),
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
