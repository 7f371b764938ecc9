// POST /api/explorer-package/order {videoUrl, paymentId} – ensures the explorer bundle order of a paid payment.
// The link comes from the payment (completed by update-tiktok-url), never from videoUrl.
import { NextResponse } from "next/server";

import { otherMethods, route } from "@/lib/api";
import { ensureOrderForPayment, ensureOrderSchema } from "@/lib/payments";

export const POST = route({ auth: "optional", body: ensureOrderSchema }, async (_req, { body, user }) =>
  NextResponse.json(await ensureOrderForPayment(body.paymentId, user?.id)),
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
