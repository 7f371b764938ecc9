// GET /api/orders/{orderId}/messages[?paymentId=] – the order's thread; POST {body, paymentId?} – the customer writes about it.
// Whoever may see the order: its account, or a guest with its payment id (the order page's rule); anyone else 404.
import { NextResponse } from "next/server";
import { z } from "zod";

import { otherMethods, route } from "@/lib/api";
import { messageText, postOrderMessage, threadForOwner } from "@/lib/conversations";

const paymentId = z.string().trim().min(5).max(64);
const paramsSchema = z.object({ orderId: z.string() });
// A malformed payment id proves nothing: the same 404 as a wrong one.
const querySchema = z.object({ paymentId: paymentId.optional().catch(undefined) });
const bodySchema = z.object({ paymentId: paymentId.optional().catch(undefined), body: messageText });

export const GET = route(
  { auth: "optional", params: paramsSchema, query: querySchema },
  async (_req, { params, query, user }) =>
    NextResponse.json(
      await threadForOwner(params.orderId, { userId: user?.id ?? null, paymentId: query.paymentId ?? null }),
    ),
);

export const POST = route(
  { auth: "optional", params: paramsSchema, body: bodySchema, maxBytes: 16 * 1024 },
  async (_req, { params, body, user, client }) =>
    NextResponse.json(
      await postOrderMessage(
        params.orderId,
        { userId: user?.id ?? null, paymentId: body.paymentId ?? null },
        body.body,
        client,
      ),
      { status: 201 },
    ),
);

export const { PUT, PATCH, DELETE } = otherMethods("GET", "POST");
