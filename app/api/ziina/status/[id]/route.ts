// GET /api/ziina/status/{id} – the payment's verified state (refreshed from the provider while pending)
import { NextResponse } from "next/server";

import { route } from "@/lib/api";
import { getPaymentStatus } from "@/lib/payments";

export const GET = route<{ id: string }>({}, async (_req, { params }) =>
  NextResponse.json(await getPaymentStatus(params.id), { headers: { "Cache-Control": "no-store" } }),
);
