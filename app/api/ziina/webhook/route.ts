// POST /api/ziina/webhook – Ziina's signed events (X-Hmac-Signature over the raw body); unknown events get 200
import { NextResponse } from "next/server";

import { otherMethods, route } from "@/lib/api";
import { handleZiinaWebhook } from "@/lib/payments";

export const POST = route({ crossSite: "allow", rawBody: true, maxBytes: 256 * 1024 }, async (req, { rawBody }) =>
  NextResponse.json(await handleZiinaWebhook(rawBody, req.headers)),
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
