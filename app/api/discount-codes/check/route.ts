// POST /api/discount-codes/check – what a discount code takes off an order now; 200 {code, listAmount, amount, discount, endsAt}, or 422 with the reason
import { NextResponse } from "next/server";

import { otherMethods, route } from "@/lib/api";
import { checkDiscountCode, discountCodeCheckSchema } from "@/lib/payments";

export const POST = route({ auth: "optional", body: discountCodeCheckSchema }, async (_req, { body, user, client }) => {
  return NextResponse.json(await checkDiscountCode(body, { userId: user?.id ?? null, client }));
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
