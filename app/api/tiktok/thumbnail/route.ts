// GET /api/tiktok/thumbnail?src=… – a video preview's thumbnail from TikTok's image CDN, served from the store's origin
import { z } from "zod";

import { otherMethods, route } from "@/lib/api";
import { enforce } from "@/lib/rate-limit";
import { THUMBNAIL_NOT_AVAILABLE_MESSAGE, thumbnailImage } from "@/lib/tiktok-videos";

/** One image per preview; the browser caches it. */
export const THUMBNAILS_PER_IP_PER_MINUTE = 60;

const query = z.object({
  src: z.string({ error: THUMBNAIL_NOT_AVAILABLE_MESSAGE }).max(2048, THUMBNAIL_NOT_AVAILABLE_MESSAGE),
});

export const GET = route({ query }, async (_request, { query, client }) => {
  await enforce(
    { key: `tiktok-thumbnail:ip:${client}`, limit: THUMBNAILS_PER_IP_PER_MINUTE, windowSeconds: 60 },
    "طلبات كثيرة، يرجى المحاولة لاحقاً",
  );
  const image = await thumbnailImage(query.src);
  return new Response(Buffer.from(image.bytes), {
    headers: {
      "content-type": image.contentType,
      "content-length": String(image.bytes.byteLength),
      // TikTok's signed thumbnail addresses expire after hours; an hour in the browser is safe.
      "cache-control": "private, max-age=3600",
      "content-disposition": "inline",
    },
  });
});

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
