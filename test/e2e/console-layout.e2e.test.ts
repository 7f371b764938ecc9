import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import type { Browser, BrowserContext, Page } from "playwright-core";

import { expectFitsAndAccessible } from "../support/axe";
import { STORE_PAGES } from "@/lib/routes";

import { launchBrowser, signInAsOperator } from "../support/browser";
import { ROOT, startStore, type RunningStore } from "../support/next-server";

jest.setTimeout(300_000);

// A store of its own with one customer who bought the explorer bundle, signed
// in and giving no e-mail, and an operator: the console's own layout at a
// phone's width and a desk's, on its overview, orders and that customer.
const dataDir = mkdtempSync(path.join(tmpdir(), "store-console-layout-"));
const SHOTS = path.join(ROOT, "test-results", "console-layout");
const stamp = Date.now().toString(36);
const customerName = `bundle_${stamp}`;
const operatorName = `lay_${stamp}`;
const password = "e2e-password";
const video = `https://www.tiktok.com/@layout/video/${Date.now()}77`;

const VIEWPORTS = [
  { width: 360, height: 740, isMobile: true },
  { width: 1280, height: 800, isMobile: false },
] as const;

let browser: Browser;
let store: RunningStore;
let customerId: string;

const url = (p: string) => `${store.url}${p}`;
async function post(context: BrowserContext, p: string, data: object) {
  const res = await context.request.post(url(p), { data, headers: { origin: store.url } });
  return { status: res.status(), body: (await res.json()) as Record<string, unknown> };
}

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  browser = await launchBrowser();
  store = await startStore(
    { DATA_DIR: dataDir, SIMULATED_PAYMENT_COMPLETE_SECONDS: "1", TIKTOK_PIXEL_ID: "", TIKTOK_ACCESS_TOKEN: "" },
    { detached: true },
  );
  const customer = await browser.newContext();
  const registered = await post(customer, "/api/auth/register", { username: customerName, password });
  expect(registered.status).toBe(201);
  customerId = registered.body.id as string;
  const created = await post(customer, "/api/ziina/create", {
    tiktokUrl: video,
    serviceType: "explorer",
    serviceQuantity: 25_000,
  });
  expect(created).toMatchObject({ status: 201 });
  expect((await post(customer, `/api/payments/simulated/${created.body.id as string}`, { action: "pay" })).status).toBe(
    200,
  );
  // Back from the provider's page, as the customer's browser is: the order is made once the payment completes.
  let ordered = 0;
  for (let i = 0; i < 60 && ordered !== 200 && ordered !== 201; i++) {
    if (i > 0) await new Promise((r) => setTimeout(r, 1_000));
    ordered = (await post(customer, "/api/explorer-package/order", { paymentId: created.body.id, videoUrl: video }))
      .status;
  }
  expect(ordered === 200 || ordered === 201).toBe(true);
  await customer.close();
  const op = await browser.newContext();
  expect((await post(op, "/api/auth/register", { username: operatorName, password })).status).toBe(201);
  await op.close();
});

afterAll(async () => {
  await browser?.close();
  await store?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** None of the store's chrome in the page: no promo bar, no shop navigation, no footer (nor the free offer's word, unless the page is about it). */
async function expectConsoleChromeOnly(page: Page, aboutFreeViews = false) {
  expect({
    url: page.url(),
    promo: await page.locator(".promo-bar").count(),
    shopNav: await page.getByRole("navigation", { name: "القائمة الرئيسية", includeHidden: true }).count(),
    footer: await page.locator("footer").count(),
    freeOffer: await page.getByText("مشاهدة مجانية", { exact: false }).count(),
    banner: await page
      .getByRole("banner")
      .getByRole("link", { name: /لوحة التشغيل/ })
      .count(),
    main: await page.locator("main#main").count(),
  }).toMatchObject({
    url: page.url(),
    promo: 0,
    shopNav: 0,
    footer: 0,
    banner: 1,
    main: 1,
    ...(aboutFreeViews ? {} : { freeOffer: 0 }),
  });
}

/** The console's navigation: the column from lg up, the menu button on a phone that opens the list. */
async function expectNavigation(page: Page, width: number, current: string) {
  const nav = page.getByRole("navigation", { name: "لوحة التشغيل" });
  const toggle = nav.getByRole("button", { name: /أقسام اللوحة/ });
  const link = nav.getByRole("link", { name: current });
  if (width >= 1024) {
    expect(await toggle.isVisible()).toBe(false);
    expect(await link.isVisible()).toBe(true);
  } else {
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    expect(await link.isVisible()).toBe(false);
    await toggle.click();
    await nav.locator('button[aria-expanded="true"]').waitFor();
    await link.waitFor();
    await expectFitsAndAccessible(page, width);
    await page.screenshot({ path: path.join(SHOTS, `${width}-menu-open.png`), fullPage: true });
    await toggle.click();
    await nav.locator('button[aria-expanded="false"]').waitFor();
  }
  const marked = nav.getByRole("link", { name: current, includeHidden: true });
  expect(await marked.getAttribute("aria-current")).toBe("page");
}

describe("the console is its own place", () => {
  it.each(VIEWPORTS)("overview, orders and a customer in the console's layout at $width px", async (viewport) => {
    const context = await browser.newContext({ viewport, isMobile: viewport.isMobile, locale: "ar-AE" });
    const page = await context.newPage();
    await signInAsOperator(page, { storeUrl: store.url, dataDir, username: operatorName, password });

    await page.goto(url("/admin"));
    await page.getByRole("heading", { name: "نظرة عامة", level: 1 }).waitFor();
    await expectConsoleChromeOnly(page);
    await page.getByRole("banner").getByText(operatorName).waitFor();
    await expectNavigation(page, viewport.width, "نظرة عامة");
    // The chart's labels are drawn inside it, the first date too.
    const clipped = await page.getByRole("img", { name: /الإيراد والتكلفة يومياً/ }).evaluate((svg) => {
      const box = svg.getBoundingClientRect();
      return [...svg.querySelectorAll("text")]
        .map((t) => ({ text: t.textContent, r: t.getBoundingClientRect() }))
        .filter(({ r }) => r.left < box.left - 0.5 || r.right > box.right + 0.5)
        .map(({ text }) => text);
    });
    expect(clipped).toEqual([]);
    await expectFitsAndAccessible(page, viewport.width);
    await page.screenshot({ path: path.join(SHOTS, `${viewport.width}-overview.png`), fullPage: true });

    await page.goto(url("/admin/orders"));
    const results = page.getByRole("list", { name: "نتائج البحث" });
    const bundle = results.getByRole("listitem").filter({ hasText: video });
    for (let i = 0; i < 30 && !(await bundle.count()); i++) {
      await page.waitForTimeout(1_000);
      await page.reload();
    }
    // The bundle's parts, not «× 25,000»; no e-mail given: «—», never the placeholder address.
    const what = bundle.getByRole("link").first();
    expect(await what.innerText()).toMatch(/^باقة الإكسبلور: مشاهدات 25,000 · إعجابات 250 · حفظ 50 · مشاركات 75$/);
    expect(await bundle.innerText()).not.toContain("× 25,000");
    expect(await page.getByText("guest@example.com").count()).toBe(0);
    expect(await bundle.locator("p").last().innerText()).toMatch(new RegExp(`${customerName} · —$`));
    await expectConsoleChromeOnly(page);
    await expectNavigation(page, viewport.width, "الطلبات");
    await expectFitsAndAccessible(page, viewport.width);
    await page.screenshot({ path: path.join(SHOTS, `${viewport.width}-orders.png`), fullPage: true });

    await page.goto(url(`/admin/customers/${customerId}`));
    await page.getByRole("heading", { name: customerName }).waitFor();
    await page.getByRole("region", { name: "الطلبات" }).getByText("باقة الإكسبلور:").waitFor();
    await expectConsoleChromeOnly(page);
    await expectNavigation(page, viewport.width, "العملاء");
    await expectFitsAndAccessible(page, viewport.width);
    await page.screenshot({ path: path.join(SHOTS, `${viewport.width}-customer.png`), fullPage: true });

    // Back to the store from the console's header: the store's own chrome again.
    await page.getByRole("banner").getByRole("link", { name: "إلى المتجر" }).click();
    await page.waitForURL(url("/"));
    await page.locator("footer").first().waitFor({ state: "attached" });
    await context.close();
  });

  it.each(VIEWPORTS)(
    "every other console page fits $width px (its tables scroll in their region) with no serious axe violation",
    async (viewport) => {
      const context = await browser.newContext({ viewport, isMobile: viewport.isMobile, locale: "ar-AE" });
      const page = await context.newPage();
      await signInAsOperator(page, { storeUrl: store.url, dataDir, username: operatorName, password });
      const pages = STORE_PAGES.filter((p) => p.kind === "operator" && !p.path.includes("["));
      expect(pages.length).toBeGreaterThan(10);
      for (const { path: pagePathname } of pages) {
        const res = await page.goto(url(pagePathname));
        expect({ pagePathname, status: res?.status() }).toEqual({ pagePathname, status: 200 });
        await page.getByRole("heading", { level: 1 }).first().waitFor();
        await expectConsoleChromeOnly(page, pagePathname === "/admin/free-views");
        await expectFitsAndAccessible(page, viewport.width);
      }
      await context.close();
    },
  );
});
