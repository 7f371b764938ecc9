// GET /api/user/orders – the signed-in user's own orders (with payment.amount), newest first
import { NextResponse } from "next/server";

import { otherMethods, route } from "@/lib/api";
import { ordersOfUser } from "@/lib/orders";

export const GET = route({ auth: "user" }, async (_req, { user }) => NextResponse.json(await ordersOfUser(user.id)));

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
