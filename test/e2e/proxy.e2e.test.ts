import { readFileSync } from "node:fs";
import { request } from "node:https";
import { brotliDecompressSync, gunzipSync } from "node:zlib";

import type { Browser } from "playwright-core";

import { launchBrowser } from "../support/browser";
import { freePort, startStore, type RunningStore } from "../support/next-server";
import { ensurePrecompressed, findNginx, startNginx, type RunningNginx } from "../support/nginx";
import { VideoFactory } from "../support/videos";

// The production layout of the README's "Deploying to a Node host": the
// shipped nginx site (deploy/nginx/store.conf) terminating TLS in front of
// `next start` with the recommended settings (TRUST_PROXY=true,
// TRUST_PROXY_HOPS=1, NEXT_COMPRESS=false), on the build the other browser
// tests use, precompressed by deploy/precompress.mjs.
//
// CI installs nginx (.ci/run); on a machine without it the test is skipped
// with a message, never in CI.
const nginx = findNginx();
if (!nginx && process.env.CI) throw new Error("nginx is not installed: .ci/run installs it (apt-get install nginx)");
if (!nginx) console.warn("proxy.e2e: skipped, nginx is not installed (Debian: apt-get install nginx)");
const describeWithNginx = nginx ? describe : describe.skip;

let proxy: RunningNginx;
let store: RunningStore | undefined;
let base: string;
const videos = new VideoFactory();

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** HTTPS through the proxy, trusting its self-signed certificate; no automatic decompression. */
function call(
  pathname: string,
  opts: { method?: string; headers?: Record<string, string>; body?: Buffer } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${base}${pathname}`,
      { method: opts.method ?? "GET", headers: opts.headers, ca: proxy.ca, servername: "localhost" },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(opts.body);
  });
}

const decoded = (a: Answer) =>
  a.headers["content-encoding"] === "gzip"
    ? gunzipSync(a.body)
    : a.headers["content-encoding"] === "br"
      ? brotliDecompressSync(a.body)
      : a.body;
const text = (a: Answer) => decoded(a).toString("utf8");
const BROWSER = { "Accept-Encoding": "gzip, deflate, br" };
// CI installs Debian's brotli module (.ci/run); the rendered site sends .br files when nginx has it.
let brotli = false;
let BROWSER_ENCODING = "gzip";

/** A multipart upload as the analyser's page sends it: `video` and `data`. */
function multipart(file: Buffer, name: string): { body: Buffer; type: string } {
  const boundary = `----proxytest${Date.now()}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="data"\r\n\r\n{}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="video"; filename="${name}"\r\n` +
        `Content-Type: video/mp4\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, type: `multipart/form-data; boundary=${boundary}` };
}

function upload(file: Buffer, forwardedFor?: string): Promise<Answer> {
  const { body, type } = multipart(file, "clip.mp4");
  return call("/api/videos/upload", {
    method: "POST",
    headers: { "Content-Type": type, ...(forwardedFor ? { "X-Forwarded-For": forwardedFor } : {}) },
    body,
  });
}

function expectSecurityHeaders(a: Answer, label: string) {
  expect({ label, csp: a.headers["content-security-policy"] }).toEqual({
    label,
    csp: expect.stringContaining("frame-ancestors 'none'"),
  });
  expect({ label, hsts: a.headers["strict-transport-security"] }).toEqual({
    label,
    hsts: expect.stringMatching(/^max-age=\d{8,}/),
  });
  expect(a.headers["x-content-type-options"]).toBe("nosniff");
  expect(a.headers["x-frame-options"]).toBe("DENY");
}

describeWithNginx("the store behind the shipped nginx configuration", () => {
  beforeAll(async () => {
    ensurePrecompressed();
    const [appPort, httpsPort, httpPort] = [await freePort(), await freePort(), await freePort()];
    store = await startStore(
      {
        APP_URL: `https://localhost:${httpsPort}`,
        AUTH_SECRET: "proxy-secret-proxy-secret-proxy-secret-01",
        TIKTOK_PIXEL_ID: "",
        TIKTOK_ACCESS_TOKEN: "",
        TRUST_PROXY: "true",
        TRUST_PROXY_HOPS: "1",
        NEXT_COMPRESS: "false",
      },
      { port: appPort, detached: true },
    );
    proxy = await startNginx({ nginx: nginx!, upstream: `127.0.0.1:${appPort}`, httpsPort, httpPort });
    base = `https://localhost:${httpsPort}`;
    brotli = proxy.brotli;
    if (!brotli && process.env.CI) throw new Error("nginx's brotli module is not enabled: .ci/run installs it");
    BROWSER_ENCODING = brotli ? "br" : "gzip";
  }, 300_000);

  afterAll(async () => {
    await proxy?.stop();
    await store?.stop();
    videos.cleanup();
  });

  it("serves the marketing pages' content compressed once per build, with the security headers", async () => {
    for (const [page, content] of [
      ["/", "زيادة مشاهدات وإعجابات تيك توك"],
      ["/home", "اعرف فرص انتشار فيديوك قبل النشر"],
      ["/explorer-package", "باقة الإكسبلور"],
    ] as const) {
      const a = await call(page, { headers: BROWSER });
      expect({ page, status: a.status }).toEqual({ page, status: 200 });
      expect(a.headers["content-encoding"]).toBe(BROWSER_ENCODING);
      expect(a.headers["vary"]).toEqual(expect.stringContaining("Accept-Encoding"));
      expect(a.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(text(a)).toContain(content);
      expect(text(a)).toContain('<html lang="ar" dir="rtl"');
      expectSecurityHeaders(a, page);
    }
    // /pricing follows the owner's price list (rendered again every 10 s): Next serves it, nginx compresses it.
    const pricing = await call("/pricing", { headers: BROWSER });
    expect([pricing.status, pricing.headers["content-encoding"]]).toEqual([200, "gzip"]);
    expect(text(pricing)).toContain("الأسعار والباقات");
    expectSecurityHeaders(pricing, "/pricing");
    // nginx's own files, compressed once by deploy/precompress.mjs: brotli 11 for a browser
    // that accepts it, gzip 9 (on-the-fly gzip is level 5) for one that does not.
    const br = await call("/home", { headers: BROWSER });
    expect(br.body.equals(readFileSync(`.next/precompressed/home.html.${brotli ? "br" : "gz"}`))).toBe(true);
    const gz = await call("/home", { headers: { "Accept-Encoding": "gzip" } });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gz.body.equals(readFileSync(".next/precompressed/home.html.gz"))).toBe(true);
    // Plain for a client that asks for no compression: the page the build wrote, with its
    // stylesheet once (the <style> in <head>) where the build wrote it three times (twice
    // more in the RSC payload; deploy/payload-stylesheet.mjs).
    const plain = await call("/home");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    const built = readFileSync(".next/server/app/home.html", "utf8");
    const sent = plain.body.toString("utf8");
    const marker = /<style data-precedence="[^"]*" data-href="[^"]+">([^<]{80})/.exec(built)![1]!.slice(20, 80);
    const copies = (html: string) => html.split(marker).length - 1;
    expect({ built: copies(built), sent: copies(sent) }).toEqual({ built: 3, sent: 1 });
    expect(sent.slice(0, sent.indexOf("self.__next_f"))).toBe(built.slice(0, built.indexOf("self.__next_f")));
  });

  it("passes the client router's fetches, sign-in redirects and the API to Next", async () => {
    const rscHeaders = { RSC: "1", ...BROWSER };
    // Next answers a wrong cache-busting `_rsc` value with a redirect to the right one.
    let rsc = await call("/home?_rsc=x", { headers: rscHeaders });
    if (rsc.status === 307) {
      const to = new URL(String(rsc.headers.location), base);
      rsc = await call(to.pathname + to.search, { headers: rscHeaders });
    }
    expect(rsc.status).toBe(200);
    expect(rsc.headers["content-type"]).toContain("text/x-component");

    // proxy.ts still guards account pages: they are never served from the files.
    const profile = await call("/profile");
    expect(profile.status).toBe(307);
    expect(new URL(String(profile.headers.location), base).href).toBe(`${base}/login?callbackUrl=%2Fprofile`);

    const health = await call("/api/health", { headers: BROWSER });
    expect(health.status).toBe(200);
    expect(JSON.parse(text(health))).toEqual({ status: "ok" });
    expectSecurityHeaders(health, "/api/health");
    // Next did not compress (NEXT_COMPRESS=false): a single gzip layer.
    expect(health.headers["content-encoding"]).toBe("gzip");
  });

  it("hands an ad's landing to Next, which keeps the ad in the attribution cookie; a plain visit stays a file", async () => {
    const landing = await call("/tiktok-views?utm_source=tiktok&utm_campaign=winter&ttclid=E.C.P.x1", {
      headers: { ...BROWSER, "Sec-Fetch-Mode": "navigate", Referer: "https://www.tiktok.com/" },
    });
    expect(landing.status).toBe(200);
    expect(text(landing)).toContain("<html");
    const cookie = ([] as string[])
      .concat(landing.headers["set-cookie"] ?? [])
      .find((c) => c.startsWith("attribution="));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/Secure/i);
    expect(JSON.parse(decodeURIComponent(cookie!.split(";")[0]!.slice("attribution=".length)))).toMatchObject({
      last: {
        source: "tiktok",
        campaign: "winter",
        ttclid: "E.C.P.x1",
        referrer: "www.tiktok.com",
        landing: "/tiktok-views",
      },
    });
    expectSecurityHeaders(landing, "an ad's landing");
    const plain = await call("/tiktok-views?ref=home", { headers: BROWSER });
    expect(plain.status).toBe(200);
    expect(plain.headers["set-cookie"]).toBeUndefined();
  });

  it("serves the build's assets compressed, cached for a year, with the security headers", async () => {
    const html = text(await call("/", { headers: BROWSER }));
    const script = /\/_next\/static\/[^"']+\.js/.exec(html)?.[0];
    const stylesheet = /\/_next\/static\/[^"']+\.css/.exec(html)?.[0];
    expect(script && stylesheet).toBeTruthy();
    // The fonts are not preloaded (docs/benchmarks.md): the stylesheet names them, relative to itself.
    const css = text(await call(stylesheet!, { headers: BROWSER }));
    const fontPath = /url\(([^)]+\.woff2)\)/.exec(css)?.[1];
    expect(fontPath).toBeTruthy();
    const font = new URL(fontPath!, `https://localhost${stylesheet}`).pathname;
    const js = await call(script!, { headers: BROWSER });
    expect(js.status).toBe(200);
    expect(js.headers["content-encoding"]).toBe(BROWSER_ENCODING);
    expect(js.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expectSecurityHeaders(js, script!);
    const woff2 = await call(font!, { headers: BROWSER });
    expect(woff2.status).toBe(200);
    expect(woff2.headers["content-type"]).toBe("font/woff2");
    const missing = await call("/_next/static/chunks/nope.js");
    expect(missing.status).toBe(404);
    expectSecurityHeaders(missing, "a missing asset");
    expect(missing.headers["cache-control"] ?? "").not.toContain("immutable");
  });

  it("works in Chromium over HTTPS: every request answered, no CSP violation", async () => {
    const browser: Browser = await launchBrowser();
    try {
      // The self-signed certificate: trusted by this context alone.
      const page = await (
        await browser.newContext({
          ignoreHTTPSErrors: true,
          viewport: { width: 360, height: 740 },
          isMobile: true,
          hasTouch: true,
          locale: "ar-SA",
        })
      ).newPage();
      // What would break the page: a failed or refused asset, a server error,
      // a CSP violation.
      const failures: string[] = [];
      page.on("response", (r) => {
        const { pathname } = new URL(r.url());
        if (r.status() >= 500 || (r.status() >= 400 && pathname.startsWith("/_next/")))
          failures.push(`${r.status()} ${r.url()}`);
      });
      page.on("requestfailed", (r) => failures.push(`failed ${r.url()}`));
      // A page whose payload React could not read fails to hydrate with an error.
      page.on("pageerror", (e) => failures.push(`page error: ${e.message}`));
      page.on("console", (m) => {
        if (/Content Security Policy|Content-Security-Policy/i.test(m.text())) failures.push(m.text());
      });
      await page.goto(`${base}/home`);
      await page.waitForLoadState("networkidle");
      // The Cairo files came through nginx, fetched after load for the next visit (components/layout/font-hint.ts).
      await page.waitForFunction(() => document.cookie.includes("fonts-cached=1"));
      expect(failures).toEqual([]);
      const cairo = await page.evaluate(() =>
        [...document.fonts].filter((f) => /cairo/i.test(f.family) && f.status === "loaded").map((f) => f.weight),
      );
      expect(cairo.length).toBeGreaterThanOrEqual(2);
      // A client-side navigation goes through the proxy to Next's RSC answer.
      await page.getByRole("link", { name: "الأسعار" }).first().click();
      await page.waitForURL(`${base}/pricing`);
      expect(failures).toEqual([]);
    } finally {
      await browser.close();
    }
  });

  it("takes a video upload and counts it against the address nginx saw, whatever X-Forwarded-For says", async () => {
    const clip = readFileSync(videos.make("clip.mp4", { colours: ["black", "white"], secondsEach: 2 }));
    const analysed = await upload(clip);
    expect(analysed.status).toBe(200);
    expect(JSON.parse(text(analysed))).toMatchObject({ viralityScore: expect.any(Number) });

    // 20 uploads per client address per hour. Each forged header below would
    // be a new client if the store believed it; nginx appends the real
    // address and the store takes the right-most entry, so all count as one.
    const notAVideo = Buffer.from("definitely not a video ".repeat(50));
    for (let i = 2; i <= 20; i++) {
      const a = await upload(notAVideo, `203.0.113.${i}`);
      expect({ i, status: a.status }).toEqual({ i, status: 422 });
    }
    const limited = await upload(notAVideo, "198.51.100.77");
    expect(limited.status).toBe(429);
    expect(JSON.parse(text(limited)).message).toMatch(/[\u0600-\u06FF]/);
  }, 120_000);

  it("refuses a body over the limits before Node reads it, in Arabic", async () => {
    const big = await upload(Buffer.alloc(52 * 1024 * 1024));
    expect(big.status).toBe(413);
    expect(JSON.parse(big.body.toString("utf8")).message).toBe("حجم الملف كبير جداً. الحد الأقصى 50 ميجابايت");
    expectSecurityHeaders(big, "413");
  });
});
