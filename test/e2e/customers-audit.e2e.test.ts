import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import type { Browser, BrowserContext, Page } from "playwright-core";

import { BLOCKED_MESSAGE } from "@/lib/blocks/contract";

import { launchBrowser, openConsoleSection, signInAsOperator } from "../support/browser";
import { ROOT, startStore, type RunningStore } from "../support/next-server";

jest.setTimeout(300_000);

// A store of its own with one customer who bought 5,000 views while signed in,
// and an operator made with `npm run operator` while the store runs (the
// running store carries the command out: docs/operations.md#the-first-operator).
const dataDir = mkdtempSync(path.join(tmpdir(), "store-customers-"));
const SHOTS = path.join(ROOT, "test-results", "customers");
const stamp = Date.now().toString(36);
const customerName = `buyer_${stamp}`;
const operatorName = `op_${stamp}`;
const password = "e2e-password";
const videoId = `73${Date.now()}00`;
const video = `https://www.tiktok.com/@customer/video/${videoId}`;

const VIEWPORTS = [
  { width: 360, height: 740, isMobile: true },
  { width: 1280, height: 800, isMobile: false },
] as const;

let browser: Browser;
let store: RunningStore;
let customerId: string;
let customerCookie: string;

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
  // The customer registers, buys and pays (simulated provider).
  const customer = await browser.newContext();
  const registered = await post(customer, "/api/auth/register", { username: customerName, password });
  expect(registered.status).toBe(201);
  customerId = registered.body.id as string;
  const paid = await post(customer, "/api/ziina/create", {
    tiktokUrl: video,
    serviceType: "views",
    serviceQuantity: 5000,
    customerName: "سارة",
    customerEmail: `${customerName}@example.com`,
  });
  expect(paid.status).toBe(201);
  const paymentId = paid.body.id as string;
  expect((await post(customer, `/api/payments/simulated/${paymentId}`, { action: "pay" })).status).toBe(200);
  let orderId: string | undefined;
  for (let i = 0; i < 60 && !orderId; i++) {
    const order = await post(customer, "/api/tiktok-views/order", { paymentId });
    if (order.status === 200) orderId = order.body.id as string;
    else await new Promise((r) => setTimeout(r, 500));
  }
  expect(orderId).toHaveLength(36);
  customerCookie = (await customer.cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
  await customer.close();

  // The operator registers (granted on first sign-in, while the store runs).
  const op = await browser.newContext();
  expect((await post(op, "/api/auth/register", { username: operatorName, password })).status).toBe(201);
  await op.close();
});

afterAll(async () => {
  await browser?.close();
  await store?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function signIn(viewport: (typeof VIEWPORTS)[number]): Promise<Page> {
  const context = await browser.newContext({ viewport, isMobile: viewport.isMobile, locale: "ar-AE" });
  const page = await context.newPage();
  page.on("dialog", (dialog) => void dialog.accept());
  await signInAsOperator(page, { storeUrl: store.url, dataDir, username: operatorName, password });
  return page;
}

async function noSidewaysScroll(page: Page, width: number) {
  const widths = await page.evaluate(() => [document.documentElement.scrollWidth, document.body.scrollWidth]);
  expect({ url: page.url(), widths }).toEqual({ url: page.url(), widths: [width, width] });
}

describe("customers and the audit log in the console", () => {
  it("an operator finds the customer, notes, blocks their video (refused at checkout) and refunds from their order (360 px)", async () => {
    const page = await signIn(VIEWPORTS[0]);
    await page.goto(url("/admin"));
    await openConsoleSection(page, "العملاء");
    await page.waitForURL(url("/admin/customers"));
    // Found by the link they ordered for.
    await page.getByRole("searchbox").fill(videoId);
    await page.getByRole("button", { name: "بحث", exact: true }).click();
    await page.getByRole("status").filter({ hasText: "1 حساب" }).waitFor();
    await page.getByRole("list", { name: "العملاء" }).getByRole("link", { name: customerName }).click();
    await page.waitForURL(url(`/admin/customers/${customerId}`));

    const summary = page.getByRole("region", { name: "الملخص" });
    await summary.getByText("3.50 درهم").waitFor();
    await page.getByLabel(/ملاحظة لا يراها العميل/).fill("يطلب لنفس الفيديو كثيراً");
    await page.getByRole("button", { name: "حفظ الملاحظة" }).click();
    await page.getByRole("status").filter({ hasText: "حُفظت الملاحظة." }).waitFor();

    await page.getByLabel(/رابط فيديو أو رقمه/).fill(video);
    await page.getByLabel("سبب حظر الفيديو").fill("بلاغ عن محتوى مخالف");
    await page.getByRole("button", { name: "حظر الفيديو" }).click();
    await page.getByRole("region", { name: "الطلبات" }).getByText("الفيديو محظور").waitFor();
    await page.getByRole("list", { name: "حظر فيديوهات هذا العميل" }).getByText(videoId).waitFor();

    // The customer is refused at checkout, politely, without being told why.
    const refused = await fetch(url("/api/ziina/create"), {
      method: "POST",
      headers: { "content-type": "application/json", cookie: customerCookie },
      body: JSON.stringify({ tiktokUrl: `${video}?lang=ar`, serviceType: "views", serviceQuantity: 5000 }),
    });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ error: BLOCKED_MESSAGE });

    // A partial refund from the customer's order, so today's log has a refund.
    await page.getByRole("region", { name: "الطلبات" }).getByRole("link").first().click();
    await page.waitForURL(/\/admin\/orders\/[0-9a-f-]{36}$/);
    await page.getByLabel(/المبلغ بالدرهم/).fill("1.00");
    await page.getByLabel("السبب").fill("تعويض عن التأخير");
    await page.getByRole("button", { name: "استرداد", exact: true }).click();
    await page.getByRole("status").filter({ hasText: "سُجل الاسترداد" }).waitFor();
    await page.getByRole("region", { name: "سجل الإجراءات" }).getByText("استرداد", { exact: true }).waitFor();
    await page.context().close();
  });

  it.each(VIEWPORTS)("shows a customer's page and today's refunds in the audit log at $width px", async (viewport) => {
    const page = await signIn(viewport);
    await page.goto(url(`/admin/customers/${customerId}`));
    await page.getByRole("heading", { name: customerName }).waitFor();
    const summary = page.getByRole("region", { name: "الملخص" });
    await summary.getByText("3.50 درهم").waitFor();
    await summary.getByText("1.00 درهم").waitFor();
    await summary.getByText(`${customerName}@example.com`).waitFor();
    await expect(page.getByLabel(/ملاحظة لا يراها العميل/).inputValue()).resolves.toBe("يطلب لنفس الفيديو كثيراً");
    const trail = page.getByRole("list", { name: "إجراءات على هذا العميل" });
    for (const action of ["ملاحظة على عميل", "حظر فيديو", "استرداد"])
      await trail.getByText(action, { exact: true }).waitFor();
    await noSidewaysScroll(page, viewport.width);
    await page.screenshot({ path: path.join(SHOTS, `${viewport.width}-customer.png`), fullPage: true });

    await openConsoleSection(page, "سجل الإجراءات");
    await page.waitForURL(url("/admin/audit"));
    await page.getByRole("link", { name: "استردادات اليوم" }).click();
    await page.waitForURL(/\/admin\/audit\?kind=refund&from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}$/);
    await page.getByRole("status").filter({ hasText: "1 إجراء" }).waitFor();
    // The form shows the filters the link set.
    expect(await page.locator('select[name="kind"]').inputValue()).toBe("refund");
    const log = page.getByRole("list", { name: "سجل الإجراءات" });
    await log.getByText(operatorName).waitFor();
    await log.getByText("1.00 درهم").waitFor();
    await log.getByText("السبب: تعويض عن التأخير").waitFor();
    expect(await log.getByText("حظر فيديو").count()).toBe(0);
    await noSidewaysScroll(page, viewport.width);
    await page.screenshot({ path: path.join(SHOTS, `${viewport.width}-audit-refunds-today.png`), fullPage: true });

    // A bad date typed into the address: a clear message, the page still answers.
    await page.goto(url("/admin/audit?from=2026-02-30"));
    await page.getByRole("alert").filter({ hasText: "التاريخ غير صالح" }).waitFor();
    await page.context().close();
  });
});
