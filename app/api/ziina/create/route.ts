// POST /api/ziina/create – creates a payment (server-priced) and the provider's intent; 201 {id, redirectUrl, amount, currency}
import { NextResponse } from "next/server";

import { otherMethods, route } from "@/lib/api";
import { createPayment, createPaymentSchema } from "@/lib/payments";

export const POST = route({ auth: "optional", body: createPaymentSchema }, async (_req, { body, user, client }) => {
  const created = await createPayment(body, { userId: user?.id ?? null, client });
  return NextResponse.json(created, { status: 201 });
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
