// POST /api/payments/{id}/update-tiktok-url {tiktokUrl} – completes the payment's link, only before fulfilment;
// an account's payment only for that signed-in account
import { NextResponse } from "next/server";
import { z } from "zod";

import { otherMethods, route } from "@/lib/api";
import { updatePaymentLink } from "@/lib/payments";
import { LINK_REQUIRED_MESSAGE } from "@/lib/pricing";

const bodySchema = z.object({
  tiktokUrl: z.string({ error: LINK_REQUIRED_MESSAGE }).trim().min(1, LINK_REQUIRED_MESSAGE).max(2048),
});

export const POST = route(
  { auth: "optional", params: z.object({ id: z.string() }), body: bodySchema },
  async (_req, { params, body, user }) =>
    NextResponse.json(await updatePaymentLink(params.id, body.tiktokUrl, user?.id)),
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
