// GET /api/tiktok-views/status/{orderId}[?paymentId=] – the order and its delivery: the signed-in owner,
// or a guest with the order's payment id; anyone else gets 404.
import { NextResponse } from "next/server";

import { route } from "@/lib/api";
import { orderStatusForOwner } from "@/lib/orders";

export const GET = route<{ orderId: string }, undefined, "optional">(
  { auth: "optional" },
  async (req, { params, user }) => {
    const paymentId = req.nextUrl.searchParams.get("paymentId")?.trim().slice(0, 64) || null;
    const view = await orderStatusForOwner(params.orderId, { userId: user?.id ?? null, paymentId });
    return NextResponse.json(view, { headers: { "Cache-Control": "no-store" } });
  },
);
