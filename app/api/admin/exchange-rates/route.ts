// POST /api/admin/exchange-rates – the operator sets AED per unit of a panel currency
import { NextResponse } from "next/server";
import { z } from "zod";

import { requireOperatorApi, setRate } from "@/lib/admin";
import { otherMethods, route } from "@/lib/api";
import { EXCHANGE_RATE_MESSAGE } from "@/lib/fulfilment";

const bodySchema = z.object({
  currency: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{3}$/, "رمز العملة ثلاثة أحرف، مثل USD"),
  aedPerUnit: z.string().trim().min(1, EXCHANGE_RATE_MESSAGE).max(20, EXCHANGE_RATE_MESSAGE),
});

export const POST = route({ auth: "operator", body: bodySchema }, async (_req, { body, user }) => {
  const change = await setRate(await requireOperatorApi(user), body);
  return NextResponse.json({ ok: true, aedPerUnit: change.after, previous: change.before });
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
