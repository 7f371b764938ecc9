// POST /api/tiktok-views/free – claim the once-per-user 1,000 free views for a TikTok video
import { NextResponse } from "next/server";

import { otherMethods, route } from "@/lib/api";
import { claimFreeViews, freeViewsClaimSchema, type FreeViewsClaimResponse } from "@/lib/free-views";

export const POST = route({ auth: "user", body: freeViewsClaimSchema }, async (_request, { user, body, client }) => {
  const claim = await claimFreeViews({ userId: user.id, tiktokUrl: body.tiktokUrl, client });
  const response: FreeViewsClaimResponse = { success: true, ...claim };
  return NextResponse.json(response, { status: 201 });
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
