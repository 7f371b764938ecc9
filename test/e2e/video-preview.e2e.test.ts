import type { Browser, Page } from "playwright-core";

import { baseUrl, launchBrowser, phoneContext } from "../support/browser";

// The link field's video preview in Chromium (components/store/video-preview.tsx).
// The store's preview routes are answered here (the server's own calls to
// TikTok are tested with the msw double in app/api/tiktok/video): what is
// checked is the browser's side: pasted share text, the chunk loaded only
// after a valid link, the thumbnail shown from the store's origin under the
// CSP, and a long caption that stays inside a 360 px screen.

const VIDEO = "https://www.tiktok.com/@sara.creator.with.a.long.name/video/7300000000000000001";
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function paste(page: Page, label: string, text: string) {
  await page.getByLabel(label).evaluate((input, value) => {
    const data = new DataTransfer();
    data.setData("text/plain", value);
    input.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

it("shows the video to pay for once a valid link is pasted, with code and image loaded only then", async () => {
  const page = await (await phoneContext(browser)).newPage();
  const scripts: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "script") scripts.push(r.url());
  });
  const refused: string[] = [];
  page.on("console", (m) => {
    if (/Content Security Policy|Refused to/i.test(m.text())) refused.push(m.text());
  });
  const pageErrors: string[] = [];
  page.on("pageerror", (e) => pageErrors.push(e.message));
  const asked: string[] = [];
  await page.route("**/api/tiktok/video?**", async (route) => {
    asked.push(new URL(route.request().url()).searchParams.get("url") ?? "");
    await route.fulfill({
      json: {
        status: "found",
        link: VIDEO,
        author: "سارة ".repeat(20),
        authorUrl: "https://www.tiktok.com/@sara",
        caption: `وصفة سريعة ${"#طبخ_سريع_في_البيت".repeat(15)}`,
        thumbnail: "/api/tiktok/thumbnail?src=https%3A%2F%2Fp16-sign-va.tiktokcdn.com%2Fa.jpeg",
      },
    });
  });
  await page.route("**/api/tiktok/thumbnail?**", (route) => route.fulfill({ contentType: "image/png", body: PNG }));

  await page.goto(`${baseUrl()}/`);
  await page.waitForLoadState("networkidle");
  const scriptsBefore = scripts.length;
  expect(asked).toEqual([]);

  await paste(page, "رابط الفيديو على تيك توك", `Check out this video on TikTok! ${VIDEO}?is_from_webapp=1 #fyp`);
  expect(await page.getByLabel("رابط الفيديو على تيك توك").inputValue()).toBe(VIDEO);

  const card = page.getByRole("figure", { name: "الفيديو الذي ستدفع له" });
  await card.waitFor();
  await card.getByText("تأكد أن هذا هو الفيديو الذي تريد ترويجه").waitFor();
  const image = card.getByRole("img");
  await image.evaluate((img: HTMLImageElement) => img.decode());
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  expect(asked).toEqual([VIDEO]);
  expect(scripts.length).toBeGreaterThan(scriptsBefore); // the preview's own chunk
  expect(refused).toEqual([]); // the CSP lets the image and the chunk in
  expect(pageErrors).toEqual([]);

  const overflow = await page.evaluate(
    () =>
      [...document.querySelectorAll("figure *")].filter((el) => {
        const box = el.getBoundingClientRect();
        return box.left < 0 || box.right > window.innerWidth;
      }).length,
  );
  expect(overflow).toBe(0);

  // The buy button still works with the preview on screen.
  await page.getByRole("button", { name: /اشترِ الآن/ }).click();
  await page.waitForURL(/\/ziina-payment\?id=/);
});
