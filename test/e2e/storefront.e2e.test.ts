import type { Browser, Page } from "playwright-core";

import { GUEST_PAGES, PAGES } from "@/lib/routes";

import { baseUrl, launchBrowser, phoneContext } from "../support/browser";
import { waitFor } from "../support/processes";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function phonePage(): Promise<Page> {
  return (await phoneContext(browser)).newPage();
}

describe("the storefront on a 360 px phone", () => {
  it.each(GUEST_PAGES)("%s loads without sideways scrolling", async (path) => {
    const page = await phonePage();
    const res = await page.goto(`${baseUrl()}${path}`);
    // A kept analysis's page answers 404 without one, on the same layout.
    expect(res?.status()).toBe(path === PAGES.analysisResult.path ? 404 : 200);
    await page.waitForLoadState("networkidle");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.close();
  });

  it("prices, validates and keeps the visitor's order across a reload", async () => {
    const page = await phonePage();
    await page.goto(`${baseUrl()}/?serviceType=likes`);
    await page.waitForLoadState("networkidle"); // hydrated: typing before that would be overwritten
    const quantity = page.getByLabel("كمية مخصصة");
    // The likes form, chosen by the address once the page has hydrated (late on a loaded machine).
    await waitFor(async () => (await quantity.inputValue()) === "100", 15_000, "the likes form's 100").catch(() => {});
    expect(await quantity.inputValue()).toBe("100");
    await quantity.fill("1000");
    await quantity.blur();
    await page.getByTestId("price").filter({ hasText: "15.00" }).waitFor();

    const buy = page.getByRole("button", { name: /اشترِ الآن/ });
    expect(await buy.isDisabled()).toBe(true);
    await page.getByLabel("رابط الفيديو على تيك توك").fill("https://example.com/video");
    await buy.click();
    await page.getByText("يرجى إدخال رابط فيديو تيك توك صحيح").waitFor();

    await page.getByLabel("رابط الفيديو على تيك توك").fill("https://www.tiktok.com/@sara/video/7300000000000000000");
    await buy.click();
    await page.waitForURL(/\/ziina-payment\?id=/); // the payment's page (simulated provider)
    await page.getByRole("button", { name: /ادفع/ }).first().waitFor(); // loaded, not just addressed

    // Back from the payment page, and after a reload, the tab keeps the link it was paying for.
    const link = "https://www.tiktok.com/@sara/video/7300000000000000000";
    await page.goBack({ waitUntil: "load" });
    await page.reload();
    await page.waitForLoadState("networkidle");
    await page.getByLabel("كمية مخصصة").and(page.locator('[value="1000"]')).waitFor();
    expect(await page.getByLabel("رابط الفيديو على تيك توك").inputValue()).toBe(link);
    expect(await buy.isDisabled()).toBe(false);

    // Another tab of the same phone: the link comes back only as a visible choice, never filled in by
    // itself, named by its account and the end of its video id.
    const other = await page.context().newPage();
    await other.goto(`${baseUrl()}/?serviceType=likes`);
    await other.waitForLoadState("networkidle");
    expect(await other.getByLabel("رابط الفيديو على تيك توك").inputValue()).toBe("");
    const previous = other.getByRole("button", { name: /استخدم الرابط السابق/ });
    await expect(previous.textContent()).resolves.toMatch(/@sara[\s\S]*0000000/);
    await previous.click();
    expect(await other.getByLabel("رابط الفيديو على تيك توك").inputValue()).toBe(link);
    expect(await page.evaluate(() => localStorage.getItem("tiktok_service_type"))).toBe("likes");
  });

  it("keeps a link typed before the page's scripts have run, and prices the order with it once they have", async () => {
    // A slow phone: the HTML is up and the visitor pastes the link while the
    // scripts are still on their way.
    const page = await phonePage();
    const held: (() => void)[] = [];
    let holding = true;
    await page.route("**/_next/static/chunks/*.js", async (route) => {
      if (holding) await new Promise<void>((release) => held.push(release));
      await route.continue();
    });
    await page.goto(`${baseUrl()}/`, { waitUntil: "domcontentloaded" });
    const link = "https://www.tiktok.com/@sara/video/7300000000000000000";
    await page.getByLabel("رابط الفيديو على تيك توك").fill(link);
    const buy = page.getByRole("button", { name: /اشترِ الآن/ });
    expect(await buy.isDisabled()).toBe(true); // the prerendered button, before any script

    holding = false;
    held.forEach((release) => release());
    // Hydrated: the form now knows the link (the button is enabled by its state).
    await page.waitForFunction(
      () => !(document.querySelector("form button[type=submit]") as HTMLButtonElement | null)?.disabled,
    );
    await page.waitForLoadState("networkidle");
    await expect(page.getByLabel("رابط الفيديو على تيك توك").inputValue()).resolves.toBe(link);
    expect(await page.getByLabel("كمية مخصصة").inputValue()).toBe("5000");
    await page.unrouteAll({ behavior: "ignoreErrors" });
    await page.close();
  });

  it("sends the explorer tab to the bundle page and back", async () => {
    const page = await phonePage();
    await page.goto(`${baseUrl()}/`);
    await page.waitForLoadState("networkidle");
    await page.getByRole("tab", { name: "باقة الإكسبلور" }).click();
    await page.waitForURL(`${baseUrl()}/explorer-package`);
    await page.getByTestId("price").filter({ hasText: "15.00" }).waitFor();
    await page.getByRole("tab", { name: "إعجابات" }).click();
    await page.waitForURL(`${baseUrl()}/?serviceType=likes`);
    // The address changes a moment before the form re-mounts with the likes tab.
    await page.getByRole("tab", { name: "إعجابات", selected: true }).waitFor({ timeout: 5_000 });
    await expect(page.getByLabel("كمية مخصصة").inputValue()).resolves.toBe("100");
  });

  it("takes a signed-out visitor from the header's free-views button to the offer on /, and opens it", async () => {
    const page = await phonePage();
    await page.goto(`${baseUrl()}/pricing`);
    // The account state must have loaded (signed out) before the button decides.
    await page.getByRole("button", { name: "القائمة" }).waitFor();
    await page.waitForLoadState("networkidle");
    await page.getByRole("banner").getByRole("button", { name: "احصل عليها الآن" }).click();
    await page.waitForURL(`${baseUrl()}/`);
    const dialog = page.getByRole("dialog");
    await dialog.waitFor();
    expect(await dialog.getByRole("link", { name: "تسجيل الدخول" }).getAttribute("href")).toBe(
      "/login?callbackUrl=%2Ffree-views",
    );
  });

  it("shows the pricing page's tables computed from the price engine", async () => {
    const page = await phonePage();
    await page.goto(`${baseUrl()}/pricing`);
    await page.getByText("5.32").first().waitFor(); // 20,000 views: 5.32 AED, as checkout charges
    await page.getByRole("tab", { name: "جدول الأسعار" }).click();
    const row = page.getByRole("row").filter({ hasText: "1,000,000" });
    expect(await row.first().textContent()).toContain("50.00");
    await page.getByRole("tab", { name: "الخصومات" }).click();
    await page.getByText("93%").waitFor();
  });

  it("draws the icons and star ratings (CSS masks over the text colour)", async () => {
    const page = await phonePage();
    await page.goto(`${baseUrl()}/home`);
    await page.waitForLoadState("networkidle");
    // Unmasked, an icon would be a solid square of its colour: the drawing must change what is seen.
    const drawn = async (selector: string) => {
      const element = page.locator(selector).first();
      await element.scrollIntoViewIfNeeded();
      const box = await element.boundingBox();
      expect(box?.width).toBeGreaterThan(10);
      const masked = await element.screenshot();
      await element.evaluate((el: HTMLElement) => el.style.setProperty("mask", "none"));
      const solid = await element.screenshot();
      await element.evaluate((el: HTMLElement) => el.style.removeProperty("mask"));
      return !masked.equals(solid);
    };
    for (const selector of [
      ".icon-clock",
      ".icon-languages",
      "header .icon-menu",
      '[role=img][aria-label$="من 5 نجوم"]',
    ])
      expect([selector, await drawn(selector)]).toEqual([selector, true]);

    // A 4-star review shows one grey star where a 5-star review is all amber.
    // The testimonials' carousel may render its slides again mid-screenshot: the new one is taken.
    const stars = async (rating: number): Promise<Buffer> => {
      for (let attempt = 1; ; attempt++) {
        try {
          return await page
            .locator(`figure [aria-label="${rating} من 5 نجوم"]`)
            .first()
            .screenshot({ timeout: 10_000 });
        } catch (error) {
          if (attempt >= 3 || !String(error).includes("not attached")) throw error;
        }
      }
    };
    expect((await stars(4)).equals(await stars(5))).toBe(false);
  });
});
