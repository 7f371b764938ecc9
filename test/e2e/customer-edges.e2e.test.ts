import { mkdirSync } from "node:fs";
import path from "node:path";

import type { Browser, BrowserContext, Page, Response } from "playwright-core";

import { renderMail } from "@/lib/mail/templates";
import { PAGES } from "@/lib/routes";

import { baseUrl, launchBrowser, phoneContext } from "../support/browser";

// The customer's rough edges at 360 px, in Chromium against the production
// build: the order list row, the buy form's e-mail error, the way from a
// paid checkout to the order page, an e-mail on a phone. Screenshots go to
// test-results/customer-edges/ (git-ignored; docs/development.md#tests).

const SHOTS = path.join(process.cwd(), "test-results", "customer-edges");
const LINK = "https://www.tiktok.com/@edges_creator/video/7300000000000000042";
const PASSWORD = "edges-password";

let browser: Browser;
let cookies: Awaited<ReturnType<BrowserContext["cookies"]>>;
let paidPaymentId: string;
let orderId: string;

async function post(context: BrowserContext, url: string, data: object) {
  const res = await context.request.post(`${baseUrl()}${url}`, { data, headers: { origin: baseUrl() } });
  return { status: res.status(), body: (await res.json()) as Record<string, unknown> };
}

beforeAll(async () => {
  browser = await launchBrowser();
  mkdirSync(SHOTS, { recursive: true });
  const context = await phoneContext(browser);
  const username = `edges${Date.now().toString(36)}`;
  expect((await post(context, "/api/auth/register", { username, password: PASSWORD })).status).toBe(201);
  const paid = await post(context, "/api/ziina/create", {
    tiktokUrl: LINK,
    serviceType: "views",
    serviceQuantity: 5000,
    customerName: "سارة",
    customerEmail: "sara@example.net",
  });
  expect(paid.status).toBe(201);
  paidPaymentId = paid.body.id as string;
  expect((await post(context, `/api/payments/simulated/${paidPaymentId}`, { action: "pay" })).status).toBe(200);
  // The simulated payment completes after a few seconds; the order is made by whoever asks first.
  for (let i = 0; i < 60 && !orderId; i++) {
    const order = await post(context, "/api/tiktok-views/order", { paymentId: paidPaymentId });
    if (order.status === 200) orderId = order.body.id as string;
    else await new Promise((r) => setTimeout(r, 500));
  }
  expect(orderId).toHaveLength(36);
  cookies = await context.cookies();
  await context.close();
});
afterAll(() => browser.close());

async function newPage(signedIn: boolean): Promise<{ context: BrowserContext; page: Page }> {
  const context = await phoneContext(browser);
  if (signedIn) await context.addCookies(cookies);
  return { context, page: await context.newPage() };
}

describe("at 360 px", () => {
  it("/orders draws the date and the amount as separate, ordered elements", async () => {
    const { context, page } = await newPage(true);
    await page.goto(`${baseUrl()}${PAGES.orders.path}`);
    const row = page.locator("li", { has: page.getByTestId("order-amount") }).first();
    await row.waitFor();
    const date = row.getByTestId("order-date");
    const amount = row.getByTestId("order-amount");
    expect(await amount.locator("dd").textContent()).toBe("3.50 درهم");
    expect(await date.locator("dd").textContent()).toMatch(/2026/);
    // Two boxes that do not touch: no run of digits reads «2026 3.50» as one number.
    const [d, a] = [(await date.boundingBox())!, (await amount.boundingBox())!];
    const apart = d.x >= a.x + a.width || a.x >= d.x + d.width || d.y >= a.y + a.height || a.y >= d.y + d.height;
    expect(apart).toBe(true);
    // Right to left: the date first (to the right, or above).
    expect(d.x > a.x || d.y < a.y).toBe(true);
    await row.screenshot({ path: path.join(SHOTS, "order-row-360.png") });
    await context.close();
  });

  it("a mistyped e-mail on the buy form is marked on its field, with the focus and the Arabic message beside it", async () => {
    const { context, page } = await newPage(false);
    const created: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/api/ziina/create")) created.push(r.url());
    });
    await page.goto(`${baseUrl()}${PAGES.views.path}`);
    await page.waitForLoadState("networkidle"); // hydrated: typing before that would be lost
    await page.getByLabel("رابط الفيديو على تيك توك").fill(LINK);
    const email = page.getByLabel(/بريدك الإلكتروني/);
    await email.fill("sara@example");
    await page.getByRole("button", { name: /اشترِ/ }).click();
    await page.waitForFunction(() => document.activeElement?.getAttribute("aria-invalid") === "true");
    expect(await email.getAttribute("aria-invalid")).toBe("true");
    expect(await email.evaluate((el) => el === document.activeElement)).toBe(true);
    const message = page.getByRole("alert").filter({ hasText: "يرجى إدخال بريد إلكتروني صحيح" });
    expect(await message.isVisible()).toBe(true);
    // Beside the field: right under it, not a toast at the top of the screen.
    // Both boxes from one frame: the focus may still be scrolling the field into view.
    const [field, text] = await email.evaluate((input) => {
      const alert = [...document.querySelectorAll('[role="alert"]')].find((a) =>
        a.textContent?.includes("يرجى إدخال بريد إلكتروني صحيح"),
      )!;
      const box = (r: DOMRect) => ({ y: r.y, height: r.height });
      return [box(input.getBoundingClientRect()), box(alert.getBoundingClientRect())] as const;
    });
    expect(text.y).toBeGreaterThanOrEqual(field.y + field.height - 1);
    expect(text.y - (field.y + field.height)).toBeLessThan(40);
    expect(await page.locator("[data-sonner-toast]").count()).toBe(0);
    expect(created).toEqual([]);
    const box = (await email.locator("xpath=..").boundingBox())!;
    await page.screenshot({
      path: path.join(SHOTS, "buy-form-email-error-360.png"),
      clip: { x: 0, y: Math.max(0, box.y - 120), width: 360, height: Math.min(420, box.height + 240) },
    });
    await context.close();
  });

  it("a paid checkout reaches its order page without a single 404", async () => {
    // The account that paid: its order opens by the payment's address only for that account
    // (docs/security.md#orders-on-a-shared-device).
    const { context, page } = await newPage(true);
    const missing: string[] = [];
    page.on("response", (r: Response) => {
      if (r.status() === 404) missing.push(r.url());
    });
    await page.goto(`${baseUrl()}${PAGES.paymentSuccess.path}?id=${paidPaymentId}`);
    await page.waitForURL((url) => url.pathname === PAGES.orderComplete.path);
    await page.getByTestId("order-number").waitFor();
    expect(await page.getByTestId("order-number").textContent()).toBe(orderId);
    await page.waitForLoadState("networkidle");
    expect(missing).toEqual([]);
    await context.close();
  });

  it("an e-mail fits the screen, and no Arabic word is split (no break-all on Arabic text)", async () => {
    const { context, page } = await newPage(false);
    const mail = renderMail({
      subject: "نعيد إليك 15.00 درهم",
      paragraphs: [
        "بدأنا إعادة 15.00 درهم إلى وسيلة الدفع التي استخدمتها، وتعرض صفحة طلبك حالتها.",
        "السبب: أوقف فريق الدعم تنفيذ الطلب لدى مزود الخدمة قبل اكتماله، فأعدنا قيمة ما لم يصل.",
      ],
      facts: [
        ["الخدمة", "مشاهدات تيك توك"],
        ["رابط الفيديو", "https://www.tiktok.com/@a_rather_long_creator_name_2026/video/7300000000000000042"],
        ["ما وصل", "2,000 من 5,000 (مشاهدات)"],
        ["المبلغ المُعاد", "15.00 درهم"],
        ["رقم الطلب", "3f1c2a9e-8b7d-4c6e-9a5f-0e1d2c3b4a59"],
      ],
      action: {
        label: "متابعة طلبك",
        href: `https://store.example/order-complete?id=3f1c2a9e-8b7d-4c6e-9a5f-0e1d2c3b4a59&payment_id=${"p".repeat(28)}`,
      },
    });
    await page.setContent(mail.html);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(360);
    const splitArabic = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>("body *")]
        .filter((el) => getComputedStyle(el).wordBreak === "break-all")
        .filter((el) => /[\u0600-\u06FF]/.test(el.textContent ?? ""))
        .map((el) => (el.textContent ?? "").slice(0, 40)),
    );
    expect(splitArabic).toEqual([]);
    await page.screenshot({ path: path.join(SHOTS, "email-360.png"), fullPage: true });
    await context.close();
  });
});
