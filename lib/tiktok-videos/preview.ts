import "server-only";

import { AppError } from "@/lib/errors";
import { LINK_INVALID_MESSAGE, parseTikTokLink } from "@/lib/pricing";

import { BoundedCache } from "./cache";
import { fetchOEmbed, thumbnailSource } from "./client";
import {
  PREVIEW_OFFLINE_MESSAGE,
  SHORT_LINK_KEPT_MESSAGE,
  SHORT_LINK_NOT_VIDEO_MESSAGE,
  VIDEO_UNAVAILABLE_MESSAGE,
  type VideoPreview,
} from "./contract";
import { settleVideoLink } from "./resolve";

/** GET /api/tiktok/thumbnail?src=…: TikTok's image, served from the store's origin. */
export const THUMBNAIL_PATH = "/api/tiktok/thumbnail";
/** A caption is shown on two or three lines; TikTok's can be 2,200 characters. */
const MAX_CAPTION = 300;
const MAX_AUTHOR = 100;

/** What TikTok said about a video (found or unavailable), for a few minutes: a video can be made private. */
const previews = new BoundedCache<VideoPreview>(1_000, 10 * 60 * 1000);

function authorUrl(value: string | undefined): string | null {
  return value !== undefined && /^https:\/\/www\.tiktok\.com\/@[A-Za-z0-9_.-]{1,64}$/.test(value) ? value : null;
}

/**
 * The preview of a video link (docs/product-rules.md#video-preview): the
 * video's author, caption and thumbnail from TikTok's oEmbed, or why there
 * is none. Never throws for TikTok's troubles (they are `unknown`), only for
 * a text that is not a TikTok link (400).
 */
export async function videoPreview(text: string): Promise<VideoPreview> {
  const parsed = parseTikTokLink(text);
  if (!parsed) throw new AppError("BAD_REQUEST", LINK_INVALID_MESSAGE);
  const cached = previews.get(parsed.url);
  if (cached) return cached;

  let settled;
  try {
    settled = await settleVideoLink(parsed.url);
  } catch {
    const preview: VideoPreview = { status: "unavailable", link: parsed.url, message: SHORT_LINK_NOT_VIDEO_MESSAGE };
    previews.set(parsed.url, preview);
    return preview;
  }
  if (!settled.resolved) return { status: "unknown", link: settled.link, message: SHORT_LINK_KEPT_MESSAGE };

  const answer = await fetchOEmbed(settled.link);
  let preview: VideoPreview;
  if (answer.status === "unreachable")
    return { status: "unknown", link: settled.link, message: PREVIEW_OFFLINE_MESSAGE };
  if (answer.status === "unavailable") {
    preview = { status: "unavailable", link: settled.link, message: VIDEO_UNAVAILABLE_MESSAGE };
  } else {
    const src = answer.video.thumbnail_url ? thumbnailSource(answer.video.thumbnail_url) : null;
    preview = {
      status: "found",
      link: settled.link,
      author: answer.video.author_name.slice(0, MAX_AUTHOR),
      authorUrl: authorUrl(answer.video.author_url),
      caption: answer.video.title.slice(0, MAX_CAPTION),
      thumbnail: src ? `${THUMBNAIL_PATH}?src=${encodeURIComponent(src.href)}` : null,
    };
  }
  previews.set(parsed.url, preview);
  if (parsed.url !== settled.link) previews.set(settled.link, preview);
  return preview;
}

/** Tests: forget earlier answers. */
export function clearPreviews(): void {
  previews.clear();
}
