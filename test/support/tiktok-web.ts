import { delay, http, HttpResponse } from "msw";

/**
 * A double of TikTok's public web as the store uses it (lib/tiktok-videos):
 * its short links and its oEmbed endpoint, and its thumbnail CDN.
 *
 * - Short links: `https://vm.tiktok.com/<code>/`, `https://vt.tiktok.com/<code>/`
 *   and `https://www.tiktok.com/t/<code>/` answer 301 with the Location a test
 *   gave `shortLink()` (TikTok's own form: the video link with a tracking
 *   query, `?_r=1&_t=…`), possibly through another short link; an unknown code
 *   is answered 302 to TikTok's home page (`https://www.tiktok.com/`, 200 HTML).
 *   Each hop is recorded in `requests`.
 * - oEmbed: `GET https://www.tiktok.com/oembed?url=<video link>` answers a
 *   public video `video()` added with TikTok's JSON (`version`, `type: video`,
 *   `title` = the caption, `author_name`, `author_url`, `thumbnail_url` on
 *   `p16-sign-va.tiktokcdn.com`, `html`, …). A private, deleted or unknown video
 *   is HTTP 400 with `{"code":400,"message":"Something went wrong"}`, as TikTok
 *   answers them.
 * - Thumbnails: `GET https://p16-sign-va.tiktokcdn.com/…` a small JPEG.
 * - `mode`: "up" (default); "down" (every request fails as a dropped
 *   connection); "slow" (every answer waits `slowMs`, longer than the store's
 *   timeouts); "error" (HTTP 503).
 */
export const THUMBNAIL_HOST = "https://p16-sign-va.tiktokcdn.com";
/** A 1×1 JPEG. */
export const JPEG = Buffer.from(
  "/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=",
  "base64",
);

export interface DoubleVideo {
  id: string;
  username: string;
  caption?: string;
  author?: string;
  state?: "public" | "private" | "deleted";
}

export type Mode = "up" | "down" | "slow" | "error";

export function tiktokWeb(options: { slowMs?: number } = {}) {
  const videos = new Map<string, DoubleVideo>();
  const shortLinks = new Map<string, string>();
  const requests: string[] = [];
  const state = { mode: "up" as Mode };

  const trouble = async (): Promise<Response | null> => {
    if (state.mode === "down") return HttpResponse.error();
    if (state.mode === "slow") await delay(options.slowMs ?? 10_000);
    if (state.mode === "error") return new HttpResponse("<html>busy</html>", { status: 503 });
    return null;
  };

  const short = async ({ request }: { request: Request }) => {
    requests.push(request.url);
    const problem = await trouble();
    if (problem) return problem;
    if (request.redirect !== "manual") throw new Error("the store must follow TikTok's redirects itself");
    const url = new URL(request.url);
    const target = shortLinks.get(`${url.origin}${url.pathname.replace(/\/?$/, "/")}`);
    return new HttpResponse(null, {
      status: target ? 301 : 302,
      headers: { location: target ?? "https://www.tiktok.com/" },
    });
  };

  const handlers = [
    http.get("https://vm.tiktok.com/:code", short),
    http.get("https://vt.tiktok.com/:code", short),
    http.get("https://www.tiktok.com/t/:code", short),
    http.get("https://www.tiktok.com/oembed", async ({ request }) => {
      requests.push(request.url);
      const problem = await trouble();
      if (problem) return problem;
      const target = new URL(request.url).searchParams.get("url") ?? "";
      const id = /\/video\/(\d+)$/.exec(target)?.[1];
      const video = id ? videos.get(id) : undefined;
      if (!video || (video.state ?? "public") !== "public")
        return HttpResponse.json({ code: 400, message: "Something went wrong" }, { status: 400 });
      return HttpResponse.json({
        version: "1.0",
        type: "video",
        title: video.caption ?? "",
        author_url: `https://www.tiktok.com/@${video.username}`,
        author_name: video.author ?? video.username,
        width: "100%",
        height: "100%",
        html: `<blockquote class="tiktok-embed" cite="${target}"></blockquote>`,
        thumbnail_width: 576,
        thumbnail_height: 1024,
        thumbnail_url: `${THUMBNAIL_HOST}/obj/tos-maliva-p-0068/${video.id}~tplv-noop.image?x-expires=1700000000&x-signature=abc`,
        provider_url: "https://www.tiktok.com",
        provider_name: "TikTok",
        author_unique_id: video.username,
        embed_product_id: video.id,
        embed_type: "video",
      });
    }),
    http.get("https://www.tiktok.com/", ({ request }) => {
      requests.push(request.url);
      return new HttpResponse("<html>TikTok</html>", { headers: { "content-type": "text/html" } });
    }),
    http.get(`${THUMBNAIL_HOST}/*`, async ({ request }) => {
      requests.push(request.url);
      const problem = await trouble();
      if (problem) return problem;
      return new HttpResponse(JPEG, { headers: { "content-type": "image/jpeg" } });
    }),
  ];

  return {
    handlers,
    requests,
    /** A video TikTok knows (public unless said otherwise). */
    video(video: DoubleVideo) {
      videos.set(video.id, video);
      return `https://www.tiktok.com/@${video.username}/video/${video.id}`;
    },
    /** `url` (e.g. https://vm.tiktok.com/ZMabc/) redirects to `location`. */
    shortLink(url: string, location: string) {
      const u = new URL(url);
      shortLinks.set(`${u.origin}${u.pathname.replace(/\/?$/, "/")}`, location);
      return url;
    },
    setMode(mode: Mode) {
      state.mode = mode;
    },
  };
}
