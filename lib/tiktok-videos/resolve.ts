import "server-only";

import { AppError } from "@/lib/errors";
import { LINK_INVALID_MESSAGE, parseTikTokLink } from "@/lib/pricing";

import { BoundedCache } from "./cache";
import { followShortLink } from "./client";
import { SHORT_LINK_NOT_VIDEO_MESSAGE } from "./contract";

export type SettledLink =
  /** The canonical video link and its id. */
  | { link: string; videoId: string; resolved: true }
  /** A short link TikTok could not resolve in time: kept as it is (its canonical https form). */
  | { link: string; videoId: null; resolved: false };

/** Short link → video link; a short link always names the same video. */
const resolved = new BoundedCache<{ link: string; videoId: string }>(2_000, 60 * 60 * 1000);

/**
 * What the store stores and sends to the provider for a link the customer
 * gave (docs/product-rules.md#video-links): the canonical video link; a short
 * link is resolved with TikTok first. When TikTok cannot be reached the short
 * link is kept (the provider opens it like a browser would). A text that is
 * no TikTok link, or a short link TikTok says leads to no video, is a 400.
 */
export async function settleVideoLink(text: string): Promise<SettledLink> {
  const link = parseTikTokLink(text);
  if (!link) throw new AppError("BAD_REQUEST", LINK_INVALID_MESSAGE);
  if (link.kind === "video") return { link: link.url, videoId: link.videoId, resolved: true };
  const known = resolved.get(link.url);
  if (known) return { ...known, resolved: true };
  const result = await followShortLink(link.url);
  if (result.status === "video") {
    const video = { link: result.link.url, videoId: result.link.videoId };
    resolved.set(link.url, video);
    return { ...video, resolved: true };
  }
  if (result.status === "not-video") throw new AppError("BAD_REQUEST", SHORT_LINK_NOT_VIDEO_MESSAGE);
  return { link: link.url, videoId: null, resolved: false };
}

/** Tests: forget what earlier tests resolved. */
export function clearResolvedLinks(): void {
  resolved.clear();
}
