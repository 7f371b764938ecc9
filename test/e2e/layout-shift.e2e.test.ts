import type { Browser, BrowserContext, Page } from "playwright-core";

import { baseUrl, launchBrowser, phoneContext, UNSEEN_SHIFT } from "../support/browser";

// No layout shift on the pages ad visitors land on, and on /orders (whose list
// arrives after the page: a signed-in customer's footer jumped), loaded cold on a slow
// phone (150 ms round trips, 1.6 Mbps, a CPU 4x slower: Lighthouse's mobile
// profile), for a visitor and for a signed-in customer who has used the free
// offer (whose promo bar and guest-only fields are decided before the first
// paint: components/auth/account-hint.ts). The shifts are the browser's own
// layout-shift entries, as CLS adds them up.
const PAGES = ["/", "/home", "/tiktok-views", "/explorer-package", "/pricing", "/orders"];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** Shifts recorded from the start of the load until the network has been idle. */
async function shiftsOnColdLoad(context: BrowserContext, path: string): Promise<{ value: number; moved: string[] }[]> {
  const page = await context.newPage();
  await slowPhone(page);
  await page.addInitScript(() => {
    const w = window as unknown as { __shifts: { value: number; moved: string[] }[] };
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        const moved = (entry.sources ?? []).map((s) => {
          const el = s.node instanceof Element ? s.node : s.node?.parentElement;
          return el
            ? `${el.tagName.toLowerCase()}.${el.className}`.slice(0, 80) + ` "${el.textContent?.slice(0, 30)}"`
            : "?";
        });
        w.__shifts.push({ value: entry.value, moved });
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  await page.goto(`${baseUrl()}${path}`);
  await page.waitForLoadState("networkidle");
  const shifts = await page.evaluate(
    () => (window as unknown as { __shifts: { value: number; moved: string[] }[] }).__shifts,
  );
  await page.close();
  return shifts;
}

/** The page's shifts, listed when together they are more than a pixel's move (UNSEEN_SHIFT). */
function noticeable(path: string, shifts: { value: number; moved: string[] }[]) {
  const total = shifts.reduce((sum, s) => sum + s.value, 0);
  return { path, shifts: total < UNSEEN_SHIFT ? [] : shifts };
}

async function slowPhone(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
}

describe("layout shift on a cold load on a slow phone", () => {
  jest.setTimeout(180_000);

  it.each(PAGES)("none on %s for a visitor", async (path) => {
    const context = await phoneContext(browser);
    expect(noticeable(path, await shiftsOnColdLoad(context, path))).toEqual({ path, shifts: [] });
    await context.close();
  });

  describe("a signed-in customer who has used the free offer", () => {
    let context: BrowserContext;
    beforeAll(async () => {
      context = await phoneContext(browser);
      const page = await context.newPage();
      await page.goto(`${baseUrl()}/register?callbackUrl=${encodeURIComponent("/free-views")}`);
      await page.waitForLoadState("networkidle");
      await page.getByLabel("اسم المستخدم").fill(`cls${Date.now().toString(36)}`);
      await page.getByLabel(/^كلمة المرور/).fill("e2e-password");
      await page.getByLabel("تأكيد كلمة المرور").fill("e2e-password");
      await page.getByRole("button", { name: "إنشاء حساب" }).click();
      await page.waitForURL(`${baseUrl()}/free-views`);
      const link = page.getByLabel("رابط الفيديو على تيك توك");
      await link.fill(`https://www.tiktok.com/@cls/video/73${Date.now()}`);
      await page.getByRole("button", { name: "احصل على 1,000 مشاهدة مجانية" }).click();
      await page.getByRole("heading", { name: "تم استلام طلبك بنجاح!" }).waitFor();
      await page.close();
    });
    afterAll(() => context.close());

    it.each(PAGES)("none on %s, and no promo bar", async (path) => {
      expect(noticeable(path, await shiftsOnColdLoad(context, path))).toEqual({ path, shifts: [] });
      const page = await context.newPage();
      await page.goto(`${baseUrl()}${path}`);
      await page.waitForLoadState("networkidle");
      expect(await page.getByRole("button", { name: "احصل عليها الآن" }).count()).toBe(0);
      expect(await page.locator(".promo-bar").isVisible()).toBe(false);
      await page.close();
    });
  });
});
