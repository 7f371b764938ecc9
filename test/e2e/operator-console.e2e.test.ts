import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import type { Browser, Page } from "playwright-core";

import { formatAmount, priceFor } from "@/lib/pricing";

import { seriousA11yViolations } from "../support/axe";
import { launchBrowser, openConsoleSection, phoneContext, signInAsOperator } from "../support/browser";
import { startStore, type RunningStore } from "../support/next-server";

jest.setTimeout(300_000);

// A store of its own: the first operator is made with `npm run operator`
// while it runs (signInAsOperator).
const dataDir = mkdtempSync(path.join(tmpdir(), "store-console-"));
const settings = {
  DATA_DIR: dataDir,
  AUTH_SECRET: "e2e-secret-e2e-secret-e2e-secret-0123",
  SIMULATED_PAYMENT_COMPLETE_SECONDS: "2",
  SIMULATED_PANEL_COMPLETE_SECONDS: "600",
  FULFILMENT_SYNC_SECONDS: "5",
  TIKTOK_PIXEL_ID: "",
  TIKTOK_ACCESS_TOKEN: "",
};
let browser: Browser;
let store: RunningStore | undefined;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
  await store?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const operatorName = `op${Date.now().toString(36)}`;
const password = "e2e-password";
const video = `https://www.tiktok.com/@console/video/${Date.now()}123`;
const buyerEmail = `buyer.${Date.now().toString(36)}@example.com`;
const fils = priceFor({ service: "views", quantity: 5000 }).amountFils;
const aed = (amount: number) => `${formatAmount(amount)} درهم`;

/** Nothing wider than the phone (the page never scrolls sideways), and no serious accessibility problem. */
async function expectNoSidewaysScroll(page: Page) {
  expect({ url: page.url(), violations: await seriousA11yViolations(page) }).toEqual({
    url: page.url(),
    violations: [],
  });
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    body: document.body.scrollWidth,
    view: window.innerWidth,
  }));
  expect({ url: page.url(), ...widths }).toEqual({ url: page.url(), page: widths.view, body: widths.view, view: 360 });
}

describe("the operator console in the browser (embedded defaults)", () => {
  it("an operator finds an order by its link and refunds part of it; every console page fits 360 px", async () => {
    store = await startStore(settings, { showOutput: true, detached: true });
    const url = (p: string) => `${store!.url}${p}`;

    // A customer buys 5,000 views as a guest; the future operator registers.
    const context = await phoneContext(browser);
    const buyer = await context.newPage();
    await buyer.goto(url("/"));
    await buyer.waitForLoadState("networkidle");
    await buyer.getByLabel("رابط الفيديو على تيك توك").fill(video);
    await buyer.getByLabel(/بريدك الإلكتروني/).fill(buyerEmail);
    await buyer.getByRole("button", { name: /اشترِ الآن 5,000 مشاهدة/ }).click();
    await buyer.waitForURL(/\/ziina-payment\?id=.+&direct=true/);
    await buyer.getByRole("button", { name: `ادفع ${aed(fils)}` }).click();
    await buyer.waitForURL(/\/order-complete\?id=[^&]+&payment_id=.+/, { timeout: 60_000 });
    const registered = await fetch(url("/api/auth/register"), {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: operatorName, password }),
    });
    expect(registered.status).toBeLessThan(300);
    await context.close();

    const page = await (await phoneContext(browser)).newPage();
    page.on("dialog", (dialog) => void dialog.accept());
    await signInAsOperator(page, { storeUrl: store.url, dataDir, username: operatorName, password });

    // From the account menu to the console.
    await page.getByRole("button", { name: "القائمة" }).click();
    await page.getByRole("link", { name: "لوحة التشغيل" }).click();
    await page.waitForURL(url("/admin"));
    await page.getByRole("heading", { name: "نظرة عامة" }).waitFor();
    await expectNoSidewaysScroll(page);

    await openConsoleSection(page, "الطلبات");
    await page.waitForURL(url("/admin/orders"));
    await page.getByRole("searchbox").fill(video);
    await page.getByRole("button", { name: "عرض" }).click();
    await page.getByRole("status").filter({ hasText: "1 طلب" }).waitFor();
    await expectNoSidewaysScroll(page);
    await page.getByRole("list", { name: "نتائج البحث" }).getByRole("link").first().click();
    await page.waitForURL(/\/admin\/orders\/[0-9a-f-]{36}$/);
    const orderUrl = page.url();
    await page.getByText(video).first().waitFor();
    await expectNoSidewaysScroll(page);

    await page.getByLabel(/المبلغ بالدرهم/).fill("1.00");
    await page.getByLabel("السبب").fill("تأخر البدء");
    await page.getByRole("button", { name: "استرداد", exact: true }).click();
    await page.getByRole("status").filter({ hasText: "سُجل الاسترداد" }).waitFor();
    const refunds = page.getByRole("region", { name: "الاستردادات" });
    await refunds.getByText(/^1\.00 درهم · قرار المشغّل/).waitFor();
    await refunds.getByText("السبب: تأخر البدء").waitFor();
    const trail = page.getByRole("region", { name: "سجل الإجراءات" });
    await trail.getByText(operatorName).waitFor();
    await trail.getByText("استرداد", { exact: true }).waitFor();
    expect(await page.getByRole("region", { name: "الدفع" }).getByText(aed(100)).isVisible()).toBe(true);
    await expectNoSidewaysScroll(page);

    // The customer is told of the refund: on the embedded defaults the e-mail lands in the outbox,
    // which the console lists (the mail job runs in the web server).
    await openConsoleSection(page, "صندوق الصادر");
    await page.waitForURL(url("/admin/outbox"));
    const refundMail = page.getByRole("listitem").filter({ hasText: /نعيد إليك 1\.00/ });
    for (let i = 0; i < 30 && !(await refundMail.count()); i++) {
      await page.waitForTimeout(1_000);
      await page.reload();
    }
    await refundMail.getByText(buyerEmail).waitFor();
    await page.getByRole("listitem").filter({ hasText: "إيصال الدفع" }).getByText(buyerEmail).waitFor();
    await expectNoSidewaysScroll(page);
    await page.goto(orderUrl);
    const emails = page.getByRole("region", { name: "رسائل البريد إلى العميل" });
    await emails.getByText(/نعيد إليك 1\.00/).waitFor();

    for (const p of ["/admin/attention", "/admin/panel", "/admin/free-views", "/admin"]) {
      await page.goto(url(p));
      await page.getByRole("navigation", { name: "لوحة التشغيل" }).waitFor();
      await expectNoSidewaysScroll(page);
    }
    await page.goto(orderUrl);
    await expectNoSidewaysScroll(page);
  });
});
