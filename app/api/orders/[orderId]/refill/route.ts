// GET /api/orders/{orderId}/refill – the order's refill state and history; POST – the customer asks for a refill (once a day)
import { NextResponse } from "next/server";
import { z } from "zod";

import { otherMethods, route } from "@/lib/api";
import { AppError } from "@/lib/errors";
import { ORDER_NOT_FOUND_MESSAGE, getRefillView, requestRefillForOwner } from "@/lib/fulfilment";

const paymentId = z.string().trim().min(5).max(64);
const paramsSchema = z.object({ orderId: z.string() });
// A malformed payment id proves nothing: the same 404 as a wrong one.
const querySchema = z.object({ paymentId: paymentId.optional().catch(undefined) });
const bodySchema = z.object({ paymentId: paymentId.optional() });

// The caller must own the order: signed in as its owner, or a guest proving
// the payment id (the same secret that opens a guest's order page).
export const GET = route(
  { auth: "optional", params: paramsSchema, query: querySchema },
  async (_req, { params, query, user }) => {
    const view = await getRefillView(params.orderId, { userId: user?.id, paymentId: query.paymentId ?? null });
    if (!view) throw new AppError("NOT_FOUND", ORDER_NOT_FOUND_MESSAGE);
    return NextResponse.json(view);
  },
);

export const POST = route(
  { auth: "optional", params: paramsSchema, body: bodySchema },
  async (_req, { params, user, body }) => {
    const result = await requestRefillForOwner(params.orderId, { userId: user?.id, paymentId: body.paymentId });
    return NextResponse.json(result, { status: 202 });
  },
);

export const { PUT, PATCH, DELETE } = otherMethods("GET", "POST");
