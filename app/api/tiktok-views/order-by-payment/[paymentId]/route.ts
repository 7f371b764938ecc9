// GET /api/tiktok-views/order-by-payment/{paymentId} – the order of a payment, for the holder of its id
import { NextResponse } from "next/server";
import { z } from "zod";

import { otherMethods, route } from "@/lib/api";
import { orderByPayment } from "@/lib/payments";

export const GET = route({ params: z.object({ paymentId: z.string() }) }, async (_req, { params }) =>
  NextResponse.json(await orderByPayment(params.paymentId)),
);

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
