// GET /api/tiktok/video?url=… – the preview of a TikTok video link (author, caption, thumbnail), asked of TikTok's oEmbed
import { NextResponse } from "next/server";
import { z } from "zod";

import { otherMethods, route } from "@/lib/api";
import { LINK_INVALID_MESSAGE, MAX_LINK_TEXT_LENGTH } from "@/lib/pricing";
import { enforce } from "@/lib/rate-limit";
import { videoPreview } from "@/lib/tiktok-videos";

/** A visitor checks a few links; each one may cost the server two requests to TikTok. */
export const PREVIEWS_PER_IP_PER_MINUTE = 30;
export const PREVIEW_RATE_LIMIT_MESSAGE = "طلبات كثيرة لمعاينة الفيديو، يرجى الانتظار قليلاً";

const query = z.object({
  url: z.string({ error: LINK_INVALID_MESSAGE }).max(MAX_LINK_TEXT_LENGTH, LINK_INVALID_MESSAGE),
});

export const GET = route({ query }, async (_request, { query, client }) => {
  await enforce(
    { key: `tiktok-video:ip:${client}`, limit: PREVIEWS_PER_IP_PER_MINUTE, windowSeconds: 60 },
    PREVIEW_RATE_LIMIT_MESSAGE,
  );
  return NextResponse.json(await videoPreview(query.url));
});

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
