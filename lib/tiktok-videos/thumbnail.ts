import "server-only";

import { AppError } from "@/lib/errors";

import { fetchThumbnail, thumbnailSource } from "./client";

export const THUMBNAIL_NOT_AVAILABLE_MESSAGE = "الصورة غير متاحة";

/**
 * A video's thumbnail for the preview, fetched from TikTok's image CDN
 * (no other host, a raster image, at most 1 MB, a short timeout) so the
 * page shows it from the store's own origin. 404 for anything else.
 */
export async function thumbnailImage(src: string): Promise<{ bytes: Uint8Array; contentType: string }> {
  const url = thumbnailSource(src);
  const image = url && (await fetchThumbnail(url));
  if (!image) throw new AppError("NOT_FOUND", THUMBNAIL_NOT_AVAILABLE_MESSAGE);
  return image;
}
