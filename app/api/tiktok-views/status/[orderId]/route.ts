// GET /api/tiktok-views/status/{orderId}[?paymentId=] – the order and its delivery: the signed-in owner,
// or a guest with the order's payment id; anyone else gets 404.
import { NextResponse } from "next/server";
import { z } from "zod";

import { otherMethods, route } from "@/lib/api";
import { orderStatusForOwner } from "@/lib/orders";

const paramsSchema = z.object({ orderId: z.string() });
// A malformed payment id proves nothing: the same 404 as a wrong one.
const querySchema = z.object({ paymentId: z.string().trim().min(5).max(64).optional().catch(undefined) });

export const GET = route(
  { auth: "optional", params: paramsSchema, query: querySchema },
  async (_req, { params, query, user }) => {
    const view = await orderStatusForOwner(params.orderId, {
      userId: user?.id ?? null,
      paymentId: query.paymentId ?? null,
    });
    return NextResponse.json(view);
  },
);

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
