// GET /api/tiktok-views/order-by-payment/{paymentId} – the order of a payment: a guest's for the holder of its id,
// an account's for that signed-in account only (else 401/403)
import { NextResponse } from "next/server";
import { z } from "zod";

import { otherMethods, route } from "@/lib/api";
import { orderByPayment } from "@/lib/payments";

export const GET = route(
  { auth: "optional", params: z.object({ paymentId: z.string() }) },
  async (_req, { params, user }) => NextResponse.json(await orderByPayment(params.paymentId, user?.id)),
);

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
