// GET /api/payments/status/{id} – same as /api/ziina/status/{id}: the payment's verified state (refreshed from the provider while pending)
import { NextResponse } from "next/server";
import { z } from "zod";

import { otherMethods, route } from "@/lib/api";
import { getPaymentStatus } from "@/lib/payments";

export const GET = route({ params: z.object({ id: z.string() }) }, async (_req, { params }) =>
  NextResponse.json(await getPaymentStatus(params.id)),
);

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
