// POST /api/ziina/create – creates a payment (server-priced) and the provider's intent; 201 {id, redirectUrl, amount, currency}
import { NextResponse } from "next/server";

import { otherMethods, route } from "@/lib/api";
import { checkoutDeviceOf, createPayment, createPaymentSchema, setCheckoutDeviceCookie } from "@/lib/payments";
import { ATTRIBUTION_COOKIE, readAttribution } from "@/lib/tracking/contract";

export const POST = route({ auth: "optional", body: createPaymentSchema }, async (request, { body, user, client }) => {
  // The checkout device a discount code's per-customer limit counts (lib/payments/checkout-device).
  const device = checkoutDeviceOf(request);
  // The ad landings that brought this visitor (docs/ad-events.md#attribution), checked again here.
  const attribution = readAttribution(request.cookies.get(ATTRIBUTION_COOKIE)?.value, Math.floor(Date.now() / 1000));
  const created = await createPayment(body, { userId: user?.id ?? null, client, deviceId: device.id, attribution });
  const response = NextResponse.json(created, { status: 201 });
  if (device.isNew) setCheckoutDeviceCookie(response, device.id);
  return response;
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
