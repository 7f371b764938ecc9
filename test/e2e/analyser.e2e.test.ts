import type { Browser } from "playwright-core";

import { VideoFactory } from "../support/videos";
import { baseUrl, launchBrowser, phoneContext } from "../support/browser";

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

  it("tells the visitor in Arabic when the file is not a video", async () => {
    const page = await (await phoneContext(browser)).newPage();
    await page.goto(`${baseUrl()}/home`);
    await page.waitForLoadState("networkidle");
    await page.locator('#upload-section input[type="file"]').setInputFiles({
      name: "clip.mp4",
      mimeType: "video/mp4",
      buffer: Buffer.from("definitely not a video ".repeat(200)),
    });
    await page.getByText("تعذر قراءة الملف كفيديو").waitFor({ timeout: 30_000 });
    expect(await page.locator("#results-section").count()).toBe(0);
  });
});
