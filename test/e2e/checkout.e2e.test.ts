import type { Browser, BrowserContext, Page } from "playwright-core";

import { formatAmount, priceFor } from "@/lib/pricing";

import { seriousA11yViolations } from "../support/axe";
import { baseUrl, launchBrowser, phoneContext } from "../support/browser";

jest.setTimeout(180_000);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

let n = 0;
/** A video of its own per journey, so no journey meets another's unfinished order. */
const newVideo = () => `https://www.tiktok.com/@e2e/video/${Date.now()}${String(++n).padStart(3, "0")}`;
const aed = (fils: number) => `${formatAmount(fils)} درهم`;

async function expectAccessible(page: Page) {
  expect(await seriousA11yViolations(page)).toEqual([]);
}

async function open(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${baseUrl()}${path}`);
  await page.waitForLoadState("networkidle"); // hydrated: typing before that would be lost
  return page;
}

/** From a filled purchase form to the simulated provider's page, checking what it charges. */
async function buyAndReachProvider(page: Page, buttonName: RegExp, fils: number) {
  await page.getByRole("button", { name: buttonName }).click();
  await page.waitForURL(/\/ziina-payment\?id=.+&direct=true/);
  await page
    .getByTestId("amount")
    .filter({ hasText: aed(fils) })
    .waitFor();
  await expectAccessible(page);
}

/** Pays on the simulated page and follows the store until the order's page shows. */
async function payAndReachOrder(page: Page, fils: number) {
  await page.getByRole("button", { name: `ادفع ${aed(fils)}` }).click();
  await page.getByText("تم الدفع. جاري تأكيد العملية").waitFor();
  await page.waitForURL(/\/payment-success(-ziina)?\?id=/, { timeout: 20_000 });
  await page.waitForURL(/\/order-complete\?id=[^&]+&payment_id=.+/, { timeout: 30_000 });
  await page.getByRole("heading", { name: "حالة الطلب" }).waitFor();
}

describe("checkout in the browser (simulated provider, simulated panel)", () => {
  it("a guest buys 5,000 views from / and watches the order progress to completion", async () => {
    const context = await phoneContext(browser);
    const video = newVideo();
    const fils = priceFor({ service: "views", quantity: 5000 }).amountFils;
    const page = await open(context, "/");
    await page.getByLabel("رابط الفيديو على تيك توك").fill(video);
    await page
      .getByTestId("price")
      .filter({ hasText: formatAmount(fils) })
      .waitFor();
    await buyAndReachProvider(page, /اشترِ الآن 5,000 مشاهدة/, fils);
    expect(await page.getByText(/طلب 5,000 مشاهدة/).isVisible()).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem("ziina_payment_id"))).toMatch(/.{16,}/);

    await payAndReachOrder(page, fils);
    const main = page.getByRole("main");
    await main.getByRole("heading", { name: "مشاهدات تيك توك" }).waitFor();
    expect(await main.getByText("5,000", { exact: true }).isVisible()).toBe(true);
    expect(await main.getByText(aed(fils)).isVisible()).toBe(true);
    expect(await main.getByText(video).isVisible()).toBe(true);
    await main
      .getByText(/قيد الانتظار|قيد المعالجة/)
      .first()
      .waitFor();
    expect(await main.getByText(/يبدأ التنفيذ خلال 30 دقيقة من الدفع ويكتمل خلال 24 ساعة/).isVisible()).toBe(true);
    expect(await page.getByRole("textbox", { name: "رابط متابعة الطلب" }).inputValue()).toBe(page.url());
    await expectAccessible(page);
    // The checkout's keys are gone; the order's page is kept on the device.
    expect(
      await page.evaluate(() => [localStorage.getItem("ziina_payment_id"), localStorage.getItem("current_order_info")]),
    ).toEqual([null, null]);
    const orderUrl = page.url();

    // Buying again for the same link warns first, with a way to this order.
    const again = await open(context, "/");
    await again.getByLabel("رابط الفيديو على تيك توك").fill(video);
    await again.getByRole("button", { name: /اشترِ الآن/ }).click();
    await again.getByText("لديك طلب لم يكتمل بعد لهذا الرابط").waitFor();
    const href = await again.getByRole("link", { name: "عرض الطلب الحالي" }).getAttribute("href");
    expect(new URL(orderUrl).search).toContain(new URL(href!, baseUrl()).searchParams.get("id")!);
    await expectAccessible(again);
    await again.close();

    // Progress up to all of it, without reloading.
    await main.getByText("مكتمل", { exact: true }).waitFor({ timeout: 90_000 });
    await main.getByText("تم تسليم 5,000 من 5,000").waitFor();
    expect(await main.getByText("اكتمل التسليم").isVisible()).toBe(true);

    // Signed out, /orders lists this device's order with a link to its page.
    await page.goto(`${baseUrl()}/orders`);
    await page.getByRole("heading", { name: "طلبات من هذا الجهاز" }).waitFor();
    const row = page.getByRole("listitem").filter({ hasText: "مشاهدات تيك توك" }).first();
    expect(await row.textContent()).toContain("5,000");
    await row.getByRole("link", { name: "عرض الطلب" }).click();
    await page.waitForURL(orderUrl);
    await context.close();
  });

  it("orders 250 likes at the engine's price", async () => {
    const context = await phoneContext(browser);
    const fils = priceFor({ service: "likes", quantity: 250 }).amountFils;
    const page = await open(context, "/?serviceType=likes");
    await page.getByLabel("كمية مخصصة").fill("250");
    await page.getByLabel("كمية مخصصة").blur();
    await page.getByLabel("رابط الفيديو على تيك توك").fill(newVideo());
    await page
      .getByTestId("price")
      .filter({ hasText: formatAmount(fils) })
      .waitFor();
    await buyAndReachProvider(page, /اشترِ الآن 250 إعجاب/, fils);
    await payAndReachOrder(page, fils);
    const main = page.getByRole("main");
    await main.getByRole("heading", { name: "إعجابات تيك توك" }).waitFor();
    expect(await main.getByText("250", { exact: true }).isVisible()).toBe(true);
    expect(await main.getByText(aed(fils)).isVisible()).toBe(true);
    await context.close();
  });

  it("orders the explorer bundle for 15 AED and shows its four parts", async () => {
    const context = await phoneContext(browser);
    const page = await open(context, "/explorer-package");
    await page.getByLabel("رابط الفيديو على تيك توك").fill(newVideo());
    await buyAndReachProvider(page, /اشترِ باقة الإكسبلور/, 1500);
    await payAndReachOrder(page, 1500);
    const main = page.getByRole("main");
    await main.getByRole("heading", { name: "باقة الإكسبلور" }).waitFor();
    expect(await main.getByText(aed(1500)).isVisible()).toBe(true);
    for (const part of [/من 25,000$/, /من 250$/, /من 50$/, /من 75$/])
      await main.getByText(part).first().waitFor({ timeout: 30_000 });
    await expectAccessible(page);
    await context.close();
  });

  it("a cancelled payment lands on /payment-cancel, whose retry goes back to the purchase page", async () => {
    const context = await phoneContext(browser);
    const fils = priceFor({ service: "views", quantity: 5000 }).amountFils;
    const page = await open(context, "/");
    await page.getByLabel("رابط الفيديو على تيك توك").fill(newVideo());
    await buyAndReachProvider(page, /اشترِ الآن/, fils);
    await page.getByRole("button", { name: "إلغاء الدفع" }).click();
    await page.waitForURL(/\/payment-cancel/);
    await page.getByRole("heading", { name: "تم إلغاء عملية الدفع" }).waitFor();
    expect(await page.getByText("لم يُخصم أي مبلغ من بطاقتك").isVisible()).toBe(true);
    await expectAccessible(page);
    await page.getByRole("link", { name: /إعادة المحاولة/ }).click();
    await page.waitForURL(`${baseUrl()}/tiktok-views`);
    await page.getByRole("heading", { name: "زيادة مشاهدات وإعجابات تيك توك" }).waitFor();
    await context.close();
  });

  it("a failed payment lands on /payment-error with retry and home", async () => {
    const context = await phoneContext(browser);
    const fils = priceFor({ service: "views", quantity: 5000 }).amountFils;
    const page = await open(context, "/");
    await page.getByLabel("رابط الفيديو على تيك توك").fill(newVideo());
    await buyAndReachProvider(page, /اشترِ الآن/, fils);
    await page.getByRole("button", { name: "محاكاة فشل الدفع" }).click();
    await page.waitForURL(/\/payment-error/);
    await page.getByRole("heading", { name: "لم تتم عملية الدفع" }).waitFor();
    expect(await page.getByRole("link", { name: "العودة إلى الصفحة الرئيسية" }).getAttribute("href")).toBe("/");
    await context.close();
  });
});
