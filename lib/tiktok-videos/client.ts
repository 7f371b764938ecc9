import "server-only";

import { parseTikTokLink, type TikTokLink } from "@/lib/pricing";

/**
 * The only code that talks to TikTok's public web (not the Events API, which
 * is lib/tracking's): following a short link's redirects, the oEmbed
 * endpoint, and fetching a thumbnail from TikTok's image hosts. Every call is
 * bounded: a short timeout for the whole call, a cap on redirects and on the
 * bytes read, and only TikTok's own hosts are ever contacted.
 */

/** Hosts a short link may redirect through. Any other host ends the resolution. */
const LINK_HOSTS = new Set(["tiktok.com", "www.tiktok.com", "m.tiktok.com", "vm.tiktok.com", "vt.tiktok.com"]);
/** Where oEmbed's thumbnails live (TikTok's image CDNs). */
const THUMBNAIL_HOST_SUFFIXES = [".tiktokcdn.com", ".tiktokcdn-us.com", ".tiktokcdn-eu.com"];
/** Raster images only: an SVG served from the store's origin could carry script. */
const THUMBNAIL_TYPES = new Set(["image/jpeg", "image/png", "image/webp", "image/avif", "image/gif"]);

export const OEMBED_URL = "https://www.tiktok.com/oembed";
export const RESOLVE_TIMEOUT_MS = 3_000;
export const MAX_REDIRECTS = 5;
export const OEMBED_TIMEOUT_MS = 3_000;
const MAX_OEMBED_BYTES = 64 * 1024;
export const THUMBNAIL_TIMEOUT_MS = 4_000;
export const MAX_THUMBNAIL_BYTES = 1024 * 1024;

/** TikTok answers a plain client with its mobile pages; a browser-like agent gets the usual redirects. */
const HEADERS = { "user-agent": "Mozilla/5.0 (compatible; store-link-check/1.0)", accept: "*/*" };

export type Resolution =
  /** The short link leads to this video. */
  | { status: "video"; link: Extract<TikTokLink, { kind: "video" }> }
  /** TikTok answered, and the link does not lead to a video (an unknown code, a photo post, a profile). */
  | { status: "not-video" }
  /** TikTok could not be asked in time (offline, slow, an error of its own, too many redirects). */
  | { status: "unreachable" };

/** Lets go of a body without reading it (not awaited: a cancelled stream may settle late). */
function discard(response: Response): void {
  response.body?.cancel().catch(() => {});
}

/** Reads at most `max` bytes of a body; null when it is longer. */
async function readCapped(response: Response, max: number): Promise<Uint8Array | null> {
  const length = Number(response.headers.get("content-length") ?? NaN);
  if (Number.isFinite(length) && length > max) {
    discard(response);
    return null;
  }
  if (!response.body) return new Uint8Array();
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/**
 * Follows a short link's redirects by hand (at most MAX_REDIRECTS, all within
 * RESOLVE_TIMEOUT_MS, only through TikTok's hosts) until one names a video.
 * The pages themselves are never read.
 */
export async function followShortLink(shortUrl: string): Promise<Resolution> {
  const signal = AbortSignal.timeout(RESOLVE_TIMEOUT_MS);
  let current = new URL(shortUrl);
  try {
    for (let hop = 0; hop < MAX_REDIRECTS; hop++) {
      const response = await fetch(current, { redirect: "manual", signal, headers: HEADERS });
      discard(response);
      if (response.status >= 300 && response.status < 400) {
        const location = response.headers.get("location");
        if (!location) return { status: "unreachable" };
        const next = new URL(location, current);
        if (next.protocol !== "https:" || !LINK_HOSTS.has(next.hostname) || next.port) return { status: "not-video" };
        const link = parseTikTokLink(next.href);
        if (link?.kind === "video") return { status: "video", link };
        current = next;
        continue;
      }
      if (response.status === 429 || response.status >= 500 || response.status === 403)
        return { status: "unreachable" };
      // A page that is not a redirect (TikTok's home page for an unknown code, a 404).
      return { status: "not-video" };
    }
    return { status: "unreachable" };
  } catch {
    return { status: "unreachable" };
  }
}

/** The fields of TikTok's oEmbed answer the store uses. */
export interface OEmbedVideo {
  title: string;
  author_name: string;
  author_url?: string;
  thumbnail_url?: string;
}

export type OEmbedResult =
  | { status: "found"; video: OEmbedVideo }
  /** TikTok says the video does not exist, was removed or is private. */
  | { status: "unavailable" }
  | { status: "unreachable" };

/** TikTok's oEmbed endpoint for a canonical video link. */
export async function fetchOEmbed(videoUrl: string): Promise<OEmbedResult> {
  try {
    const response = await fetch(`${OEMBED_URL}?url=${encodeURIComponent(videoUrl)}`, {
      redirect: "manual",
      signal: AbortSignal.timeout(OEMBED_TIMEOUT_MS),
      headers: { ...HEADERS, accept: "application/json" },
    });
    const bytes = await readCapped(response, MAX_OEMBED_BYTES);
    // oEmbed answers an unknown, removed or private video with a 4xx.
    if ([400, 403, 404, 410].includes(response.status)) return { status: "unavailable" };
    if (!response.ok || bytes === null) return { status: "unreachable" };
    const body = JSON.parse(Buffer.from(bytes).toString("utf8")) as Partial<OEmbedVideo> | null;
    if (!body || typeof body.author_name !== "string") return { status: "unreachable" };
    return {
      status: "found",
      video: {
        title: typeof body.title === "string" ? body.title : "",
        author_name: body.author_name,
        author_url: typeof body.author_url === "string" ? body.author_url : undefined,
        thumbnail_url: typeof body.thumbnail_url === "string" ? body.thumbnail_url : undefined,
      },
    };
  } catch {
    return { status: "unreachable" };
  }
}

/** An https address on TikTok's image CDNs (no credentials, no port), else null. */
export function thumbnailSource(src: string): URL | null {
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" || url.username || url.password || url.port) return null;
  const host = url.hostname.toLowerCase();
  return THUMBNAIL_HOST_SUFFIXES.some((suffix) => host.endsWith(suffix)) ? url : null;
}

/** A thumbnail's bytes (a raster image under MAX_THUMBNAIL_BYTES, no redirects), or null. */
export async function fetchThumbnail(src: URL): Promise<{ bytes: Uint8Array; contentType: string } | null> {
  try {
    const response = await fetch(src, {
      redirect: "manual",
      signal: AbortSignal.timeout(THUMBNAIL_TIMEOUT_MS),
      headers: { ...HEADERS, accept: "image/*" },
    });
    const contentType = (response.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
    if (!response.ok || !THUMBNAIL_TYPES.has(contentType)) {
      discard(response);
      return null;
    }
    const bytes = await readCapped(response, MAX_THUMBNAIL_BYTES);
    return bytes && bytes.byteLength > 0 ? { bytes, contentType } : null;
  } catch {
    return null;
  }
}
