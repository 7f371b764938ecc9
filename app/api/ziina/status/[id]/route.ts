// GET /api/ziina/status/{id} – the payment's verified state (refreshed from the provider while pending);
// an account's payment answers only that signed-in account (else 401/403), though the refresh happens for anyone
import { NextResponse } from "next/server";
import { z } from "zod";

import { otherMethods, route } from "@/lib/api";
import { getPaymentStatus } from "@/lib/payments";

export const GET = route({ auth: "optional", params: z.object({ id: z.string() }) }, async (_req, { params, user }) =>
  NextResponse.json(await getPaymentStatus(params.id, user?.id)),
);

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
