// POST /api/discount-codes/check – what a discount code takes off an order now; 200 {code, listAmount, amount, discount, endsAt}, or 422 with the reason
import { NextResponse } from "next/server";

import { otherMethods, route } from "@/lib/api";
import { checkDiscountCode, checkoutDeviceOf, discountCodeCheckSchema } from "@/lib/payments";

export const POST = route(
  { auth: "optional", body: discountCodeCheckSchema },
  async (request, { body, user, client }) => {
    // A device seen before counts toward the code's per-customer limit here as at checkout; a new one is not set here.
    const device = checkoutDeviceOf(request);
    const deviceId = device.isNew ? null : device.id;
    return NextResponse.json(await checkDiscountCode(body, { userId: user?.id ?? null, client, deviceId }));
  },
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
