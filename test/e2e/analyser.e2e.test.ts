import { execFileSync } from "node:child_process";
import { mkdirSync } from "node:fs";
import path from "node:path";

import type { Browser, Page } from "playwright-core";

import { ACCURACY_SET } from "../support/analyser-clips";
import { VideoFactory } from "../support/videos";
import { baseUrl, launchBrowser, phoneContext } from "../support/browser";

/** Screenshots of the states the issue asks to see, at 360 px (docs/development.md#tests). */
const SHOTS = path.join(process.cwd(), "test-results", "analyser");
mkdirSync(SHOTS, { recursive: true });

/** Every upload the page sends. */
function uploadsOf(page: Page): string[] {
  const sent: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/videos/upload")) sent.push(request.method());
  });
  return sent;
}

let browser: Browser;
const videos = new VideoFactory();
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
  videos.cleanup();
});

describe("the free analyser on a phone", () => {
  it("uploads a real video, shows the results, links to a sized boost, and starts over", async () => {
    const clip = videos.make("clip.mp4", {
      colours: ["black", "white", "red", "cyan"],
      secondsEach: 2,
      audio: "speechlike",
    });
    const page = await (await phoneContext(browser)).newPage();
    await page.goto(`${baseUrl()}/home`);
    await page.waitForLoadState("networkidle");
    await page.locator('#upload-section input[type="file"]').setInputFiles(clip);
    await page.getByText("جاري تحليل الفيديو...").waitFor({ timeout: 30_000 });
    const results = page.locator("#results-section");
    await results.waitFor({ timeout: 30_000 });
    expect(await results.getByRole("img", { name: /درجة الانتشار \d+ من 100/ }).count()).toBe(1);
    expect(await results.locator("[data-factor]").count()).toBe(4);
    const boost = results.getByRole("link", { name: /عزّز الفيديو/ });
    expect(await boost.getAttribute("href")).toMatch(/^\/\?serviceType=views&quantity=\d+$/);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    await results.getByRole("button", { name: "تحليل فيديو آخر" }).click();
    await results.waitFor({ state: "detached" });

    await page.goto(`${baseUrl()}/?serviceType=views&quantity=20000`);
    await page.waitForLoadState("networkidle");
    expect(await page.getByLabel("كمية مخصصة").inputValue()).toBe("20000");
  });

  it("draws the second-by-second timeline with the dead stretch marked, and keeps the result at its own link", async () => {
    const clip = ACCURACY_SET.find((c) => c.name === "hook-then-nothing")!.make(videos);
    const page = await (await phoneContext(browser)).newPage();
    await page.goto(`${baseUrl()}/home`);
    await page.waitForLoadState("networkidle");
    await page.locator('#upload-section input[type="file"]').setInputFiles(clip);
    const results = page.locator("#results-section");
    await results.waitFor({ timeout: 60_000 });
    const chart = results.locator("[data-timeline-chart]");
    await chart.scrollIntoViewIfNeeded();
    expect(await chart.getAttribute("aria-label")).toMatch(/من 0:0\d إلى 0:08/);
    expect(await chart.locator("[data-stretch]").count()).toBeGreaterThanOrEqual(1);
    const advice = results.getByRole("list", { name: "المقاطع الخطرة" });
    expect(await advice.textContent()).toMatch(/من 0:0\d إلى 0:08 لا يتغير شيء على الشاشة/);
    expect(await results.getByText(/لا يرى حسابك ومتابعيك، ولا توقيت النشر، ولا الترند، ولا الحظ/).count()).toBe(1);
    const box = await chart.boundingBox();
    expect(box!.width).toBeGreaterThan(250);
    expect(box!.x + box!.width).toBeLessThanOrEqual(360);
    await results.locator("figure").screenshot({ path: path.join(SHOTS, "timeline-360.png") });
    await page.screenshot({ path: path.join(SHOTS, "results-360.png"), fullPage: true });

    // The kept result: the same measurements and chart at its own link, without the video.
    await results.getByRole("link", { name: "فتح رابط النتيجة" }).click();
    await page.waitForURL(/\/analysis-result\?id=[\w-]{22}$/);
    await page.locator("[data-timeline-chart]").waitFor();
    expect(await page.locator("[data-timeline-chart] [data-stretch]").count()).toBeGreaterThanOrEqual(1);
    expect(await page.locator("video").count()).toBe(0);
    expect(await page.getByRole("button", { name: "احفظها في حسابي" }).count()).toBe(1);
    await page.screenshot({ path: path.join(SHOTS, "kept-result-360.png"), fullPage: true });
  });

  /** Uploads an accuracy-set clip on /home and waits for its result. */
  async function analysed(name: string) {
    const clip = ACCURACY_SET.find((c) => c.name === name)!.make(videos);
    const page = await (await phoneContext(browser)).newPage();
    await page.goto(`${baseUrl()}/home`);
    await page.waitForLoadState("networkidle");
    await page.locator('#upload-section input[type="file"]').setInputFiles(clip);
    const results = page.locator("#results-section");
    await results.waitFor({ timeout: 60_000 });
    return { page, results };
  }

  it("offers no boost to a mostly dead clip, then compares it with a better cut on one chart", async () => {
    const { page, results } = await analysed("hook-then-nothing");
    expect(await results.getByRole("link", { name: /عزّز الفيديو/ }).count()).toBe(0);
    const fixFirst = results.locator("[data-fix-first]");
    expect(await fixFirst.textContent()).toContain("أصلح الفيديو أولاً");
    await fixFirst.scrollIntoViewIfNeeded();
    await fixFirst.screenshot({ path: path.join(SHOTS, "lowest-band-no-boost-360.png") });

    const better = ACCURACY_SET.find((c) => c.name === "well-made")!.make(videos);
    const compare = results.locator("[data-compare]");
    await compare.getByLabel("اختر النسخة الثانية من الفيديو").setInputFiles(better);
    const chart = compare.locator("[data-compare-chart]");
    await chart.waitFor({ timeout: 60_000 });
    expect(await chart.locator("[data-curve]").count()).toBe(2);
    expect(await compare.locator("[data-verdict]").textContent()).toMatch(/^النسخة الثانية تحافظ على المشاهد أكثر/);
    expect(await compare.getByRole("list", { name: "أين تختلف النسختان" }).textContent()).toMatch(
      /لا يتغير شيء ولا يُسمع شيء في النسخة الأولى/,
    );
    expect(await compare.getByRole("row").count()).toBe(7);
    const box = await compare.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(360);
    await compare.scrollIntoViewIfNeeded();
    await compare.screenshot({ path: path.join(SHOTS, "compare-two-cuts-360.png") });
    await page.close();
  });

  it("finds the cuts of a letterboxed clip and says how little of the screen it fills", async () => {
    const { page, results } = await analysed("letterboxed");
    const pacing = results.locator('[data-factor="Speed and Pacing"]');
    expect(await pacing.textContent()).toMatch(/5 قطعات/);
    expect(await results.textContent()).toMatch(/داخل أشرطة سوداء لا تملأ إلا 3\d% من الشاشة/);
    expect(await results.textContent()).not.toContain("يملأ شاشة الهاتف");
    await page.screenshot({ path: path.join(SHOTS, "letterboxed-360.png"), fullPage: true });
    await page.close();
  });

  it("says first that a truncated file was analysed only up to where it ends", async () => {
    const { page, results } = await analysed("truncated");
    const note = results.locator("[data-incomplete]");
    expect(await note.textContent()).toMatch(/^الملف ناقص: مدته المكتوبة 8\.0 ث لكن صوره تنتهي عند \d\.\d ث/);
    await results.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(SHOTS, "truncated-file-360.png") });
    await page.close();
  });

  it("keeps a bad file's error beside the drop zone, with what to do, 10 s later", async () => {
    const page = await (await phoneContext(browser)).newPage();
    // The page's timers run on a controlled clock: 10 s pass at once, every timer due in them fires.
    await page.clock.install();
    await page.goto(`${baseUrl()}/home`);
    await page.waitForLoadState("networkidle");
    await page.locator('#upload-section input[type="file"]').setInputFiles({
      name: "clip.mp4",
      mimeType: "video/mp4",
      buffer: Buffer.from("definitely not a video ".repeat(200)),
    });
    const problem = page.locator("#upload-section [role=alert]");
    await problem.getByText("تعذر قراءة الملف كفيديو").waitFor({ timeout: 30_000 });
    await page.clock.runFor(10_000);
    expect(await problem.isVisible()).toBe(true);
    expect(await problem.textContent()).toContain("تعذر قراءة الملف كفيديو");
    expect(await problem.textContent()).toContain("اختر ملف الفيديو نفسه من معرض هاتفك");
    expect(await problem.textContent()).toContain("clip.mp4");
    expect(await page.locator("#results-section").count()).toBe(0);
    await page.locator("#upload-section").screenshot({ path: path.join(SHOTS, "bad-file-after-10s-360.png") });
  });

  it("refuses a 40-second clip in the browser, before uploading anything", async () => {
    // WebM (VP8): every Chromium reads its length, whatever codecs it was built with.
    const long = path.join(videos.dir, "forty.webm");
    execFileSync("ffmpeg", [
      ...["-v", "error", "-y", "-f", "lavfi", "-i", "color=c=gray:s=64x112:r=5:d=40"],
      ...["-c:v", "libvpx", "-deadline", "realtime", "-b:v", "50k", long],
    ]);
    const page = await (await phoneContext(browser)).newPage();
    const sent = uploadsOf(page);
    await page.goto(`${baseUrl()}/home`);
    await page.waitForLoadState("networkidle");
    await page.locator('#upload-section input[type="file"]').setInputFiles(long);
    const problem = page.locator("#upload-section [role=alert]");
    await problem.getByText("مدة الفيديو أطول من المسموح").waitFor({ timeout: 15_000 });
    expect(await problem.textContent()).toContain("(مدة الفيديو 40.0 ثانية)");
    expect(await problem.textContent()).toContain("قصّ الفيديو إلى 30 ثانية أو أقل");
    await page.waitForLoadState("networkidle");
    expect(sent).toEqual([]);
    expect(await page.getByRole("progressbar", { name: "تقدم التحليل" }).count()).toBe(0);
    await page.locator("#upload-section").screenshot({ path: path.join(SHOTS, "too-long-refused-360.png") });
  });
});
