import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import type { Browser, BrowserContext, Page } from "playwright-core";

import { formatAmount, priceFor } from "@/lib/pricing";

import { expectFitsAndAccessible } from "../support/axe";
import { launchBrowser, phoneContext, signInAsOperator } from "../support/browser";
import { startStore, type RunningStore } from "../support/next-server";

jest.setTimeout(600_000);

// Cost and margin on the overview, and the services page choosing another
// panel service, at 360 px and 1280 px, on a store of its own (embedded
// defaults: the simulated panel reports what it charged on every status answer).
const dataDir = mkdtempSync(path.join(tmpdir(), "store-costs-"));
const SHOTS = path.join(process.cwd(), "test-results", "console-costs");
const settings = {
  DATA_DIR: dataDir,
  AUTH_SECRET: "e2e-secret-e2e-secret-e2e-secret-0123",
  SIMULATED_PAYMENT_COMPLETE_SECONDS: "2",
  SIMULATED_PANEL_COMPLETE_SECONDS: "600",
  FULFILMENT_SYNC_SECONDS: "5",
  PANEL_EXCHANGE_RATES: "USD=3.6725",
  TIKTOK_PIXEL_ID: "",
  TIKTOK_ACCESS_TOKEN: "",
};
let browser: Browser;
let store: RunningStore | undefined;

beforeAll(async () => {
  browser = await launchBrowser();
  mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => {
  await browser.close();
  await store?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const operatorName = `cost${Date.now().toString(36)}`;
const password = "e2e-password";
const video = `https://www.tiktok.com/@costs/video/${Date.now()}123`;
const fils = priceFor({ service: "views", quantity: 5000 }).amountFils;

/** The chart's text as the browser draws it: every label at least 12 px, a date among them. */
async function chartLabels(page: Page) {
  const chart = page.getByRole("img", { name: /الإيراد والتكلفة يومياً/ });
  await chart.waitFor();
  return chart.evaluate((svg) =>
    [...svg.querySelectorAll("text")].map((t) => ({
      text: t.textContent ?? "",
      px: t.getBoundingClientRect().height,
      font: parseFloat(getComputedStyle(t).fontSize),
    })),
  );
}

describe("cost and margin, and services, in the console", () => {
  it("shows revenue and cost per day readably, and chooses another panel service at 360 px and again at 1280 px", async () => {
    store = await startStore(settings, { showOutput: true, detached: true });
    const url = (p: string) => `${store!.url}${p}`;

    // A guest buys 5,000 views; the future operator registers.
    const phone = await phoneContext(browser);
    const buyer = await phone.newPage();
    await buyer.goto(url("/"));
    await buyer.waitForLoadState("networkidle");
    await buyer.getByLabel("رابط الفيديو على تيك توك").fill(video);
    await buyer.getByLabel(/بريدك الإلكتروني/).fill(`costs.${Date.now().toString(36)}@example.com`);
    await buyer.getByRole("button", { name: /اشترِ الآن 5,000 مشاهدة/ }).click();
    await buyer.waitForURL(/\/ziina-payment\?id=.+&direct=true/);
    await buyer.getByRole("button", { name: `ادفع ${formatAmount(fils)} درهم` }).click();
    await buyer.waitForURL(/\/order-complete\?id=[^&]+&payment_id=.+/, { timeout: 60_000 });
    const registered = await fetch(url("/api/auth/register"), {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: operatorName, password }),
    });
    expect(registered.status).toBeLessThan(300);
    await phone.close();

    const small = await phoneContext(browser);
    const page = await small.newPage();
    await signInAsOperator(page, { storeUrl: store.url, dataDir, username: operatorName, password });
    const wide: BrowserContext = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      locale: "ar-SA",
      storageState: await small.storageState(),
    });
    const desk = await wide.newPage();

    // The status sync records what the simulated panel charged (5,000 views at 0.01 USD per 1,000).
    const cost = formatAmount(Math.round(0.05 * 3.6725 * 100)); // 0.18
    // The margin by service's cost column (the day-by-day table is folded away).
    const costCell = (p: Page) =>
      p.getByRole("table", { name: /الهامش حسب الخدمة/ }).getByRole("cell", { name: cost, exact: true });
    for (let i = 0; i < 60; i++) {
      await page.goto(url("/admin"));
      if (await costCell(page).count()) break;
      await page.waitForTimeout(2_000);
    }
    await page.getByRole("heading", { name: "الهامش حسب الخدمة: آخر 30 يوماً" }).waitFor();
    const today = await page.evaluate(() => {
      const parts = new Intl.DateTimeFormat("en-GB", {
        timeZone: "Asia/Dubai",
        day: "2-digit",
        month: "2-digit",
      }).formatToParts(new Date());
      return `${parts.find((p) => p.type === "day")!.value}/${parts.find((p) => p.type === "month")!.value}`;
    });
    for (const [p, width] of [
      [page, 360],
      [desk, 1280],
    ] as const) {
      if (p === desk) await desk.goto(url("/admin"));
      const labels = await chartLabels(p);
      expect(labels.map((l) => l.text)).toContain(today);
      expect(labels.map((l) => l.text)).toContainEqual(expect.stringMatching(/^[\d,.]+ درهم$/));
      for (const l of labels) expect({ ...l, tooSmall: l.font < 12 }).toMatchObject({ tooSmall: false });
      await p.getByRole("rowheader", { name: "مشاهدات تيك توك" }).waitFor();
      await costCell(p).first().waitFor();
      await expectFitsAndAccessible(p, width);
      await p.screenshot({ path: path.join(SHOTS, `overview-${width}.png`), fullPage: true });
    }

    // The services page: the simulated panel lists a second views service (#106); choose it.
    await page.goto(url("/admin/services"));
    const first = page.getByRole("region", { name: "اللوحة الأولى" });
    await first.getByText("#101 TikTok Views").first().waitFor();
    await expectFitsAndAccessible(page, 360);
    await page.screenshot({ path: path.join(SHOTS, "services-360-before.png"), fullPage: true });
    const select = first.getByLabel("خدمة اللوحة لـمشاهدات");
    await select.selectOption("106");
    await first.getByRole("button", { name: "اعتماد الخدمة" }).first().click();
    await first.getByRole("status").filter({ hasText: "تُرسل مشاهدات الجديدة إلى الخدمة #106" }).waitFor();
    await first.getByText("#106 TikTok Views HQ").first().waitFor();
    await first.getByText(new RegExp(`اختارها ${operatorName}`)).waitFor();
    await expectFitsAndAccessible(page, 360);
    await page.screenshot({ path: path.join(SHOTS, "services-360-after.png"), fullPage: true });

    // At 1280 px the choice made on the phone shows; the operator chooses again there (back to #101).
    await desk.goto(url("/admin/services"));
    const deskFirst = desk.getByRole("region", { name: "اللوحة الأولى" });
    await deskFirst.getByText("#106 TikTok Views HQ").first().waitFor();
    await expectFitsAndAccessible(desk, 1280);
    await desk.screenshot({ path: path.join(SHOTS, "services-1280-before.png"), fullPage: true });
    await deskFirst.getByLabel("خدمة اللوحة لـمشاهدات").selectOption("101");
    await deskFirst.getByRole("button", { name: "اعتماد الخدمة" }).first().click();
    await deskFirst.getByRole("status").filter({ hasText: "تُرسل مشاهدات الجديدة إلى الخدمة #101" }).waitFor();
    await deskFirst.getByText("#101 TikTok Views").first().waitFor();
    await expectFitsAndAccessible(desk, 1280);
    await desk.screenshot({ path: path.join(SHOTS, "services-1280-after.png"), fullPage: true });

    await wide.close();
    await small.close();
  });
});
