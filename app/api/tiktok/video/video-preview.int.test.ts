import { http } from "msw";

import { GET as thumbnailRoute } from "@/app/api/tiktok/thumbnail/route";
import { GET as previewRoute } from "@/app/api/tiktok/video/route";
import { LINK_INVALID_MESSAGE } from "@/lib/pricing";
import {
  MAX_REDIRECTS,
  PREVIEW_OFFLINE_MESSAGE,
  SHORT_LINK_KEPT_MESSAGE,
  SHORT_LINK_NOT_VIDEO_MESSAGE,
  VIDEO_UNAVAILABLE_MESSAGE,
  clearPreviews,
  clearResolvedLinks,
  videoPreviewSchema,
} from "@/lib/tiktok-videos";
import { call, type Handler } from "@/test/support/auth";
import { resetDb } from "@/test/support/db";
import { overrideEnv } from "@/test/support/env-override";
import { server } from "@/test/support/msw";
import { JPEG, THUMBNAIL_HOST, tiktokWeb } from "@/test/support/tiktok-web";

const preview = (url: string, headers: Record<string, string> = {}) =>
  call(previewRoute as Handler, `/api/tiktok/video?url=${encodeURIComponent(url)}`, { method: "GET", headers });
const thumbnail = (src: string) =>
  call(thumbnailRoute as Handler, `/api/tiktok/thumbnail?src=${encodeURIComponent(src)}`, { method: "GET" });

let tiktok: ReturnType<typeof tiktokWeb>;
beforeEach(async () => {
  await resetDb();
  clearPreviews();
  clearResolvedLinks();
  tiktok = tiktokWeb();
  server.use(...tiktok.handlers);
});

describe("GET /api/tiktok/video", () => {
  it("shows the video's author, caption and thumbnail (through the store's origin) from TikTok's oEmbed", async () => {
    const link = tiktok.video({
      id: "7300000000000000001",
      username: "creator",
      author: "صانع محتوى",
      caption: "وصفة سريعة #طبخ",
    });
    const res = await preview(`${link}?is_from_webapp=1&sender_device=pc`);
    expect(res.status).toBe(200);
    const body = videoPreviewSchema.parse(await res.json());
    expect(body).toEqual({
      status: "found",
      link,
      author: "صانع محتوى",
      authorUrl: "https://www.tiktok.com/@creator",
      caption: "وصفة سريعة #طبخ",
      thumbnail: expect.stringMatching(/^\/api\/tiktok\/thumbnail\?src=https%3A%2F%2Fp16-sign-va\.tiktokcdn\.com%2F/),
    });
    // oEmbed is asked with the canonical link, never with the customer's query.
    expect(tiktok.requests[0]).toBe(`https://www.tiktok.com/oembed?url=${encodeURIComponent(link)}`);

    const image = await thumbnail(
      new URL(body.status === "found" ? body.thumbnail! : "", "http://x").searchParams.get("src")!,
    );
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/jpeg");
    expect(Buffer.from(await image.arrayBuffer())).toEqual(JPEG);
  });

  it("answers a link it has seen from memory (no second request to TikTok)", async () => {
    const link = tiktok.video({ id: "7300000000000000002", username: "a" });
    await preview(link);
    await preview(link);
    expect(tiktok.requests).toHaveLength(1);
  });

  it.each(["private", "deleted"] as const)("warns when the video is %s", async (state) => {
    const link = tiktok.video({ id: "7300000000000000003", username: "a", state });
    const body = (await (await preview(link)).json()) as Record<string, unknown>;
    expect(body).toEqual({ status: "unavailable", link, message: VIDEO_UNAVAILABLE_MESSAGE });
  });

  it("warns when TikTok does not know the video", async () => {
    const body = (await (await preview("https://www.tiktok.com/@a/video/1")).json()) as Record<string, unknown>;
    expect(body).toMatchObject({ status: "unavailable", message: VIDEO_UNAVAILABLE_MESSAGE });
  });

  it("resolves short links (vm., vt., tiktok.com/t/) by following TikTok's redirects itself", async () => {
    const link = tiktok.video({ id: "7300000000000000004", username: "creator", caption: "x" });
    tiktok.shortLink("https://vm.tiktok.com/ZMabc123/", `${link}?_r=1&_t=ZS-8abc`);
    tiktok.shortLink("https://vt.tiktok.com/ZSxyz/", "https://www.tiktok.com/t/ZTdef/");
    tiktok.shortLink("https://www.tiktok.com/t/ZTdef/", `${link}?_r=1`);
    for (const short of ["https://vm.tiktok.com/ZMabc123/", "vt.tiktok.com/ZSxyz", "https://www.tiktok.com/t/ZTdef"]) {
      const body = (await (await preview(short)).json()) as Record<string, unknown>;
      expect(body).toMatchObject({ status: "found", link });
    }
  });

  it("pasted share text: the link in it is previewed", async () => {
    const link = tiktok.video({ id: "7300000000000000005", username: "creator" });
    tiktok.shortLink("https://vm.tiktok.com/ZMshare1/", link);
    const text = "Check out this video on TikTok! https://vm.tiktok.com/ZMshare1/ #fyp";
    expect(await (await preview(text)).json()).toMatchObject({ status: "found", link });
  });

  it("says when a short link leads to no video, and never follows a redirect off TikTok", async () => {
    expect(await (await preview("https://vm.tiktok.com/ZMnone/")).json()).toMatchObject({
      status: "unavailable",
      message: SHORT_LINK_NOT_VIDEO_MESSAGE,
    });
    tiktok.shortLink("https://vm.tiktok.com/ZMaway/", "https://evil.example/@a/video/1");
    expect(await (await preview("https://vm.tiktok.com/ZMaway/")).json()).toMatchObject({ status: "unavailable" });
    expect(tiktok.requests.some((r) => r.includes("evil.example"))).toBe(false);
  });

  it(`gives up after ${MAX_REDIRECTS} redirects and keeps the short link`, async () => {
    tiktok.shortLink("https://vm.tiktok.com/ZMloop1/", "https://vm.tiktok.com/ZMloop2/");
    tiktok.shortLink("https://vm.tiktok.com/ZMloop2/", "https://vm.tiktok.com/ZMloop1/");
    const body = (await (await preview("https://vm.tiktok.com/ZMloop1/")).json()) as Record<string, unknown>;
    expect(body).toEqual({
      status: "unknown",
      link: "https://vm.tiktok.com/ZMloop1/",
      message: SHORT_LINK_KEPT_MESSAGE,
    });
    expect(tiktok.requests).toHaveLength(MAX_REDIRECTS);
  });

  it.each(["down", "error"] as const)(
    "TikTok %s: no preview, the short link is kept and the customer told",
    async (mode) => {
      tiktok.setMode(mode);
      expect(await (await preview("https://vm.tiktok.com/ZMabc123/?x=1")).json()).toEqual({
        status: "unknown",
        link: "https://vm.tiktok.com/ZMabc123/",
        message: SHORT_LINK_KEPT_MESSAGE,
      });
      expect(await (await preview("https://www.tiktok.com/@a/video/9")).json()).toEqual({
        status: "unknown",
        link: "https://www.tiktok.com/@a/video/9",
        message: PREVIEW_OFFLINE_MESSAGE,
      });
    },
  );

  it("TikTok slow: answers within its short timeout, without a preview", async () => {
    tiktok.setMode("slow");
    const started = Date.now();
    expect(await (await preview("https://www.tiktok.com/@a/video/9")).json()).toMatchObject({ status: "unknown" });
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it.each(["javascript:alert(document.domain)//tiktok.com/garble", "https://example.com/@a/video/1", ""])(
    "refuses %p with the link message (400), asking TikTok nothing",
    async (text) => {
      const res = await preview(text);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ message: LINK_INVALID_MESSAGE });
      expect(tiktok.requests).toHaveLength(0);
    },
  );

  it("is limited per client address", async () => {
    const restore = overrideEnv({ TRUST_PROXY: "true" });
    try {
      const link = tiktok.video({ id: "7300000000000000006", username: "a" });
      const statuses: number[] = [];
      for (let i = 0; i < 31; i++) statuses.push((await preview(link, { "x-forwarded-for": "198.51.100.9" })).status);
      expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
      expect(statuses[30]).toBe(429);
    } finally {
      restore();
    }
  });
});

describe("GET /api/tiktok/thumbnail", () => {
  it.each([
    "https://evil.example/a.jpg",
    "http://p16-sign-va.tiktokcdn.com/a.jpg",
    "https://p16-sign-va.tiktokcdn.com.evil.example/a.jpg",
    "https://user:pw@p16-sign-va.tiktokcdn.com/a.jpg",
    "https://p16-sign-va.tiktokcdn.com:8443/a.jpg",
    "https://127.0.0.1/a.jpg",
    "not a url",
  ])("fetches nothing but TikTok's image hosts: %s is a 404", async (src) => {
    const res = await thumbnail(src);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ message: expect.any(String) });
    expect(tiktok.requests).toHaveLength(0);
  });

  it("refuses what is not a raster image, or too large", async () => {
    server.use(
      ...[
        ["svg", "image/svg+xml", 10],
        ["html", "text/html", 10],
        ["big", "image/jpeg", 2 * 1024 * 1024],
      ].map(([name, type, size]) =>
        http.get(
          `${THUMBNAIL_HOST}/${name}`,
          () => new Response(Buffer.alloc(size as number), { headers: { "content-type": type as string } }),
        ),
      ),
    );
    for (const name of ["svg", "html", "big"]) expect((await thumbnail(`${THUMBNAIL_HOST}/${name}`)).status).toBe(404);
  });
});
