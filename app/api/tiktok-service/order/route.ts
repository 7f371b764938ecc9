// POST /api/tiktok-service/order {paymentId, link, quantity, serviceType} – ensures the order of a paid payment.
// Service, link and quantity come from the payment, never from this request.
import { NextResponse } from "next/server";

import { otherMethods, route } from "@/lib/api";
import { ensureOrderForPayment, ensureOrderSchema } from "@/lib/payments";

export const POST = route({ auth: "optional", body: ensureOrderSchema }, async (_req, { body, user }) =>
  NextResponse.json(await ensureOrderForPayment(body.paymentId, user?.id)),
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
