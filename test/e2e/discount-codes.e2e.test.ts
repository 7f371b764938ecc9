import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import type { Browser } from "playwright-core";

import { formatAmount, priceFor } from "@/lib/pricing";

import { expectFitsAndAccessible } from "../support/axe";
import { launchBrowser, phoneContext, signInAsOperator } from "../support/browser";
import { E2E_IDENTITY } from "../support/identity";
import { startStore, type RunningStore } from "../support/next-server";

jest.setTimeout(600_000);

// A discount code from the owner's console to an ad visitor's phone: the code
// made in the console, the ad's link /?code=… applying it on the buy form, the
// provider's page naming it, the tax invoice's discount line, and the console's
// book counting the use. On a store of its own (its operator is granted by the
// CLI, which must not touch the shared store's folder). Screenshots go to
// test-results/discount-codes/.
const dataDir = mkdtempSync(path.join(tmpdir(), "store-codes-"));
const SHOTS = path.join(process.cwd(), "test-results", "discount-codes");
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

const operatorName = `codes${Date.now().toString(36)}`;
const password = "e2e-password";
const video = `https://www.tiktok.com/@codes/video/${Date.now()}321`;
const listFils = priceFor({ service: "views", quantity: 5000 }).amountFils;
const paidFils = listFils - Math.round((listFils * 20) / 100);
const aed = (fils: number) => `${formatAmount(fils)} درهم`;

describe("a discount code from the console to an ad visitor's invoice", () => {
  it("is made in the console, applied from ?code= on a phone, charged, printed on the invoice and counted", async () => {
    store = await startStore(
      {
        ...E2E_IDENTITY,
        DATA_DIR: dataDir,
        AUTH_SECRET: "e2e-secret-e2e-secret-e2e-secret-0123",
        SIMULATED_PAYMENT_COMPLETE_SECONDS: "2",
        SIMULATED_PANEL_COMPLETE_SECONDS: "600",
        TIKTOK_PIXEL_ID: "",
        TIKTOK_ACCESS_TOKEN: "",
      },
      { showOutput: true, detached: true },
    );
    const url = (p: string) => `${store!.url}${p}`;

    // The owner makes TIKTOK20 (20% off, 100 uses) in the console.
    const desk = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: "ar-AE" });
    const register = await desk.request.post(url("/api/auth/register"), {
      data: { username: operatorName, password },
      headers: { origin: store.url },
    });
    expect(register.status()).toBe(201);
    const owner = await desk.newPage();
    await signInAsOperator(owner, { storeUrl: store.url, dataDir, username: operatorName, password });
    const made = await owner.request.post(url("/api/admin/discount-codes"), {
      data: { code: "tiktok20", kind: "PERCENT", value: 20, maxUses: 100 },
      headers: { origin: store.url },
    });
    expect(made.status()).toBe(201);

    // The ad's visitor, on a phone: the code is applied on arrival, with the saving.
    const phone = await phoneContext(browser);
    const page = await phone.newPage();
    await page.goto(url("/?code=tiktok20"));
    await page.getByRole("status").filter({ hasText: "الرمز TIKTOK20 مطبّق" }).waitFor();
    expect(await page.getByRole("status").innerText()).toContain(`وفّرت ${formatAmount(listFils - paidFils)} درهم`);
    await page
      .getByTestId("price")
      .filter({ hasText: formatAmount(paidFils) })
      .waitFor();
    await page.getByLabel("رابط الفيديو على تيك توك").fill(video);
    await expectFitsAndAccessible(page, 360);
    await page.screenshot({ path: path.join(SHOTS, "buy-form-code-360.png"), fullPage: true });

    // The provider's page charges the discounted price and names the code and the saving.
    await page.getByRole("button", { name: /اشترِ الآن 5,000 مشاهدة/ }).click();
    await page.waitForURL(/\/ziina-payment\?id=.+&direct=true/);
    await page
      .getByTestId("amount")
      .filter({ hasText: aed(paidFils) })
      .waitFor();
    await page.getByText(`رمز الخصم TIKTOK20: وفّرت ${aed(listFils - paidFils)}`).waitFor();
    await expectFitsAndAccessible(page, 360);
    await page.screenshot({ path: path.join(SHOTS, "payment-page-code-360.png"), fullPage: true });

    // Paid: the order's tax invoice has the discount line and the VAT on what was paid.
    await page.getByRole("button", { name: `ادفع ${aed(paidFils)}` }).click();
    await page.waitForURL(/\/order-complete\?id=[^&]+&payment_id=.+/, { timeout: 60_000 });
    await page.getByRole("link", { name: "الفاتورة الضريبية" }).click();
    const invoice = page.getByRole("article", { name: /فاتورة ضريبية/ });
    await invoice.waitFor();
    const rows = await invoice.getByRole("row").allInnerTexts();
    expect(rows.map((r) => r.replace(/\s+/g, " ").trim())).toEqual([
      "الوصف الكمية المبلغ",
      `طلب 5,000 مشاهدة 5,000 ${aed(listFils)}`,
      `رمز الخصم TIKTOK20 −${aed(listFils - paidFils)}`,
    ]);
    const vat = Math.round((paidFils * 500) / 10_500);
    expect(await invoice.innerText()).toContain(aed(vat));
    await expectFitsAndAccessible(page, 360);
    await page.screenshot({ path: path.join(SHOTS, "invoice-code-360.png"), fullPage: true });

    // The console's book counts the paid use, its revenue and the discount given.
    for (const width of [1280, 360]) {
      await owner.setViewportSize({ width, height: 800 });
      await owner.goto(url("/admin/codes"));
      const row = owner.getByRole("row").filter({ hasText: "TIKTOK20" });
      await row.waitFor();
      expect(await row.innerText()).toContain(formatAmount(paidFils));
      await expectFitsAndAccessible(owner, width);
      await owner.screenshot({ path: path.join(SHOTS, `console-codes-${width}.png`), fullPage: true });
    }
  });

  it("a promotion made in the console's form shows on a phone with its end, is charged and invoiced, and ends at once by hand", async () => {
    const url = (p: string) => `${store!.url}${p}`;
    const desk = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: "ar-AE" });
    const owner = await desk.newPage();
    await signInAsOperator(owner, { storeUrl: store!.url, dataDir, username: operatorName, password });

    // The form reads dates on the store's clock (Asia/Dubai, UTC+4): from five minutes ago for a week.
    const dubai = (ms: number) => new Date(ms + 4 * 3_600_000).toISOString().slice(0, 16);
    await owner.goto(url("/admin/promotions"));
    const form = owner.getByRole("form", { name: "عرض جديد" });
    await form.getByLabel("اسم العرض").fill("عرض الشتاء");
    await form.getByLabel("النسبة (%)").fill("20");
    await form.getByRole("checkbox", { name: "مشاهدات" }).check();
    await form.getByLabel("يبدأ في").fill(dubai(Date.now() - 5 * 60_000));
    await form.getByLabel("ينتهي في").fill(dubai(Date.now() + 7 * 86_400_000));
    await form.getByRole("button", { name: "إنشاء العرض" }).click();
    const line = owner.getByRole("row").filter({ hasText: "عرض الشتاء" });
    await line.filter({ hasText: "جارٍ" }).waitFor();

    // A visitor on a phone: the promotion beside the price, with its end; no "before" price (the list is new).
    const phone = await phoneContext(browser);
    const page = await phone.newPage();
    await page.goto(url("/"));
    const note = page.getByTestId("promotion");
    await note.filter({ hasText: "عرض الشتاء: خصم 20%، عرض محدود حتى" }).waitFor();
    await page
      .getByTestId("price")
      .filter({ hasText: formatAmount(paidFils) })
      .waitFor();
    expect(await page.locator("form s").count()).toBe(0);
    await page.getByLabel("رابط الفيديو على تيك توك").fill(`${video}9`);
    await expectFitsAndAccessible(page, 360);
    await page.screenshot({ path: path.join(SHOTS, "buy-form-promotion-360.png"), fullPage: true });

    // The pricing page names it too (rendered again within 10 seconds of a change).
    const pricing = await phone.newPage();
    for (let tries = 0; tries < 8; tries++) {
      await pricing.goto(url("/pricing"));
      if ((await pricing.getByTestId("promotion").count()) > 0) break;
      await pricing.waitForTimeout(3_000);
    }
    expect(await pricing.getByTestId("promotion").innerText()).toMatch(
      /عرض الشتاء: خصم 20% على مشاهدات، عرض محدود حتى/,
    );
    await pricing.close();

    // Charged at the promotion's price and invoiced with its discount line.
    await page.getByRole("button", { name: /اشترِ الآن 5,000 مشاهدة/ }).click();
    await page.waitForURL(/\/ziina-payment\?id=.+&direct=true/);
    await page
      .getByTestId("amount")
      .filter({ hasText: aed(paidFils) })
      .waitFor();
    await page.getByRole("button", { name: `ادفع ${aed(paidFils)}` }).click();
    await page.waitForURL(/\/order-complete\?id=[^&]+&payment_id=.+/, { timeout: 60_000 });
    await page.getByRole("link", { name: "الفاتورة الضريبية" }).click();
    const invoice = page.getByRole("article", { name: /فاتورة ضريبية/ });
    await invoice.waitFor();
    const rows = await invoice.getByRole("row").allInnerTexts();
    expect(rows.map((r) => r.replace(/\s+/g, " ").trim())).toContain(`عرض عرض الشتاء −${aed(listFils - paidFils)}`);

    // The console counts the paid order and its revenue, at both widths; ending it takes it off the buy form.
    for (const width of [1280, 360]) {
      await owner.setViewportSize({ width, height: 800 });
      await owner.goto(url("/admin/promotions"));
      await line.waitFor();
      expect(await line.innerText()).toContain(formatAmount(paidFils));
      await expectFitsAndAccessible(owner, width);
      await owner.screenshot({ path: path.join(SHOTS, `console-promotions-${width}.png`), fullPage: true });
    }
    await owner.getByRole("button", { name: "إنهاء الآن: عرض الشتاء" }).click();
    await line.filter({ hasText: "أُنهي مبكراً" }).waitFor();
    // /api/prices may be kept by caches for 3 seconds.
    await page.waitForTimeout(3_500);
    await page.goto(url("/"));
    await page
      .getByTestId("price")
      .filter({ hasText: formatAmount(listFils) })
      .waitFor();
    expect(await page.getByTestId("promotion").count()).toBe(0);
  });

  it("an ad's visitor pays, and the console's campaigns report names that ad with its landing, revenue, margin, spend and ROAS", async () => {
    const url = (p: string) => `${store!.url}${p}`;
    // Ended promotions and used codes stay behind: this visit pays the list price with no code.
    const phone = await phoneContext(browser);
    const page = await phone.newPage();
    await page.goto(
      url("/?utm_source=tiktok&utm_medium=paid&utm_campaign=winter-e2e&utm_content=ad-7&ttclid=E.C.P.e2e"),
    );
    await page.getByLabel("رابط الفيديو على تيك توك").fill(`${video}8`);
    await page.getByRole("button", { name: /اشترِ الآن 5,000 مشاهدة/ }).click();
    await page.waitForURL(/\/ziina-payment\?id=.+&direct=true/);
    await page.getByRole("button", { name: `ادفع ${aed(listFils)}` }).click();
    await page.waitForURL(/\/order-complete\?id=[^&]+&payment_id=.+/, { timeout: 60_000 });

    const desk = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: "ar-AE" });
    const owner = await desk.newPage();
    await signInAsOperator(owner, { storeUrl: store!.url, dataDir, username: operatorName, password });

    // The owner enters what the campaign cost today: 4.00 USD at the default 3.6725 AED (14.69 AED).
    await owner.goto(url("/admin/campaigns"));
    const spendForm = owner.getByRole("form", { name: "إنفاق إعلاني" });
    await spendForm.getByLabel("الحملة", { exact: true }).fill("Winter-E2E");
    await spendForm.getByLabel("المبلغ", { exact: true }).fill("4.00");
    await spendForm.getByLabel("العملة", { exact: true }).fill("USD");
    await spendForm.getByRole("button", { name: "حفظ الإنفاق" }).click();
    const spendFils = Math.round(400 * 3.6725);
    const line = owner.getByRole("row").filter({ hasText: "tiktok / winter-e2e / ad-7" });
    await line.filter({ hasText: formatAmount(spendFils) }).waitFor();

    // A loss is written with the minus sign U+2212 (the console's figures).
    const fils = (text: string) =>
      Math.round(Number(text.trim().split(/\s/)[0]!.replace(/,/g, "").replace("\u2212", "-")) * 100);
    for (const width of [1280, 360]) {
      await owner.setViewportSize({ width, height: 800 });
      await owner.goto(url("/admin/campaigns"));
      await line.waitFor();
      // The cells in the order of the columns (after the name): landings, started, paid, conversion, revenue,
      // without VAT, cost, margin, spend, cost per paid order, ROAS, profit after ads, landing to paid, …
      const cells = (await line.locator("td").allInnerTexts()).map((c) => c.replace(/\s+/g, " ").trim());
      // One landing from the ad link, one checkout, paid: 100% both ways; its price as revenue.
      expect([cells[0], cells[1], cells[2], cells[3], cells[12]]).toEqual(["1", "1", "1", "100%", "100%"]);
      expect(cells[4]).toBe(formatAmount(listFils));
      const revenue = fils(cells[5]!);
      expect(revenue).toBeGreaterThan(0);
      expect(revenue).toBeLessThanOrEqual(listFils);
      // Spend and cost per paid order (one order: the spend itself), ROAS = revenue without VAT ÷ spend.
      expect(cells[8]).toBe(formatAmount(spendFils));
      expect(cells[9]).toBe(formatAmount(spendFils));
      expect(cells[10]).toBe((Math.round((revenue * 100) / spendFils) / 100).toFixed(2));
      // Profit after ads = margin − spend, once the panel's cost is known (else «—» in both).
      if (cells[7] === "—") expect(cells[11]).toBe("—");
      else {
        const profit = fils(cells[7]!) - spendFils;
        expect(cells[11]).toBe(`${profit < 0 ? "\u2212" : ""}${formatAmount(Math.abs(profit))}`);
      }
      await expectFitsAndAccessible(owner, width);
      await owner.screenshot({ path: path.join(SHOTS, `console-campaigns-${width}.png`), fullPage: true });
    }
    // The order's page in the console names the ad too, with where it came from and where it landed.
    const orderId = new URL(page.url()).searchParams.get("id")!;
    await owner.goto(url(`/admin/orders/${orderId}`));
    await owner.getByText("tiktok / winter-e2e / ad-7، إلى /").waitFor();
  });
});
