import { mkdirSync } from "node:fs";
import path from "node:path";

import type { Browser, BrowserContext, Page } from "playwright-core";

import { PAGES, STORE_PAGES, type NeedsQuery } from "@/lib/routes";

import { baseUrl, launchBrowser } from "../support/browser";

jest.setTimeout(180_000);

/**
 * Every store page at a phone's and a laptop's width, signed in with realistic
 * long data (a full-length TikTok link, a long e-mail, a 32-character username,
 * 36-character ids), asserting that no element's box leaves the viewport
 * sideways. The page's scroll width alone proves nothing: html and body clip
 * sideways overflow, so a clipped title or button would not scroll, only be cut
 * off. Screenshots go to test-results/overflow/ (docs/development.md#tests).
 */
const SHOTS = path.join(process.cwd(), "test-results", "overflow");

const LINK =
  "https://www.tiktok.com/@the.longest.creator_name.2026/video/7443219876543210987?is_from_webapp=1&sender_device=pc&web_id=7443219876543210123";
const EMAIL = "fatima.alhashimi.customer.service@very-long-company-domain.example.ae";
const USERNAME = `overflow_${Date.now().toString(36)}_abcdefghijklmn`.slice(0, 32);
const UUID = "3f2a9c1e-7b4d-4e8a-9f0c-1d2e3f4a5b6c";

const VIEWPORTS = [
  { width: 360, height: 740, isMobile: true },
  { width: 1280, height: 800, isMobile: false },
] as const;

interface Data {
  paidPaymentId: string;
  openPaymentId: string;
  orderId: string;
}

/** The query each page needs to show what a customer with this data sees (lib/routes: needsQuery). */
function queries(d: Data): Record<NeedsQuery, string> & Partial<Record<keyof typeof PAGES, string>> {
  const pay = `?amount=150&description=${encodeURIComponent(`طلب 5,000 مشاهدة ${LINK}`)}&returnUrl=%2F`;
  return {
    payment: pay,
    paymentNew: pay,
    paymentResult: `?id=${d.paidPaymentId}`,
    paymentSuccess: `?id=${d.paidPaymentId}`,
    paymentSuccessZiina: `?id=${UUID}`,
    ziinaPayment: `?id=${d.openPaymentId}&direct=true`,
    ziinaPaymentComplete: `?id=${d.paidPaymentId}`,
    orderComplete: `?id=${d.orderId}&payment_id=${d.paidPaymentId}`,
    invoice: `?id=${d.orderId}&payment_id=${d.paidPaymentId}`,
    creditNote: `?id=${d.orderId}&payment_id=${d.paidPaymentId}`,
    viewsOrder: `?paymentId=${d.paidPaymentId}`,
    // A link's token (a 64-character one that matches nothing: the page and its form, or its message).
    resetPassword: `?token=${"c".repeat(64)}`,
    verifyEmail: `?token=${"c".repeat(64)}`,
    // A reminder's link to the unpaid payment: the order as left, its long link, the pay button.
    resume: `?payment_id=${d.openPaymentId}`,
    // An unsubscribe link whose signature does not hold: the page's message.
    unsubscribe: `?e=${Buffer.from(EMAIL).toString("base64url")}&t=${"c".repeat(32)}`,
    // A kept analysis result's id that matches nothing: the page's message (a 404).
    analysisResult: `?id=${"c".repeat(22)}`,
  };
}

/** The console is the operator's (an operator account, its own issue); every customer page is checked. */
const CHECKED = Object.entries(PAGES).filter(([, p]) => p.kind !== "operator") as [
  keyof typeof PAGES,
  { path: string },
][];

/**
 * Elements whose box leaves [0, viewport width]. An element inside a box that
 * scrolls or clips sideways is that box's business: the box itself is checked
 * (a horizontal list that scrolls, a truncated line). Visually hidden elements
 * (sr-only) are skipped.
 */
function overflowing(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    const clipsInside = (el: Element) => {
      for (let a = el.parentElement; a && a !== document.body && a !== document.documentElement; a = a.parentElement) {
        const s = getComputedStyle(a);
        if (s.overflowX !== "visible") return true;
      }
      return false;
    };
    for (const el of document.body.querySelectorAll("*")) {
      const r = el.getBoundingClientRect();
      if (r.width < 2 || r.height < 2) continue;
      const s = getComputedStyle(el);
      if (s.visibility === "hidden" || s.display === "contents") continue;
      if (r.left >= -1 && r.right <= width + 1) continue;
      if (clipsInside(el)) continue;
      const name = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}`;
      found.push(
        `${name} [${Math.round(r.left)}, ${Math.round(r.right)}] "${(el.textContent ?? "").trim().slice(0, 60)}"`,
      );
    }
    return found;
  });
}

async function post(context: BrowserContext, url: string, data: object) {
  const res = await context.request.post(`${baseUrl()}${url}`, { data, headers: { origin: baseUrl() } });
  return { status: res.status(), body: (await res.json()) as Record<string, unknown> };
}

let browser: Browser;
let data: Data;
let cookies: Awaited<ReturnType<BrowserContext["cookies"]>>;

beforeAll(async () => {
  browser = await launchBrowser();
  mkdirSync(SHOTS, { recursive: true });
  const context = await browser.newContext();
  const registered = await post(context, "/api/auth/register", { username: USERNAME, password: "overflow-password" });
  expect(registered.status).toBe(201);
  const payment = (customerEmail: string) =>
    post(context, "/api/ziina/create", {
      tiktokUrl: LINK,
      serviceType: "views",
      serviceQuantity: 5000,
      customerName: "فاطمة عبد الرحمن الهاشمي",
      customerEmail,
    });
  const paid = await payment(EMAIL);
  const open = await payment(EMAIL);
  expect([paid.status, open.status]).toEqual([201, 201]);
  const paidPaymentId = paid.body.id as string;
  expect((await post(context, `/api/payments/simulated/${paidPaymentId}`, { action: "pay" })).status).toBe(200);
  // The simulated payment completes after a few seconds; then the order can be made.
  let orderId: string | undefined;
  for (let i = 0; i < 60 && !orderId; i++) {
    const order = await post(context, "/api/tiktok-views/order", { paymentId: paidPaymentId });
    if (order.status === 200) orderId = order.body.id as string;
    else await new Promise((r) => setTimeout(r, 500));
  }
  expect(orderId).toHaveLength(36);
  data = { paidPaymentId, openPaymentId: open.body.id as string, orderId: orderId! };
  cookies = await context.cookies();
  await context.close();
});
afterAll(() => browser.close());

describe.each(VIEWPORTS)("no element leaves a $width px screen sideways", (viewport) => {
  let context: BrowserContext;
  beforeAll(async () => {
    context = await browser.newContext({
      viewport: { width: viewport.width, height: viewport.height },
      deviceScaleFactor: viewport.isMobile ? 2 : 1,
      isMobile: viewport.isMobile,
      hasTouch: viewport.isMobile,
      locale: "ar-SA",
    });
    await context.addCookies(cookies);
    // This device's orders, as the checkout leaves them (the guest's list on /orders).
    await context.addInitScript(
      ({ order, payment, link }) => {
        localStorage.setItem(
          "device_orders",
          JSON.stringify([
            {
              orderId: order,
              paymentId: payment,
              serviceType: "views",
              quantity: 5000,
              link,
              href: `/order-complete?id=${order}&payment_id=${payment}`,
              createdAt: new Date().toISOString(),
            },
          ]),
        );
        localStorage.setItem("tiktok_video_link", link);
      },
      { order: data.orderId, payment: data.paidPaymentId, link: LINK },
    );
  });
  afterAll(() => context.close());

  it("checks every page of lib/routes but the operator's", () => {
    expect(CHECKED.map(([, p]) => p.path).sort()).toEqual(
      STORE_PAGES.filter((p) => p.kind !== "operator")
        .map((p) => p.path)
        .sort(),
    );
  });

  it.each(CHECKED.map(([key, p]) => [p.path, key] as const))("%s", async (pathname, key) => {
    const query = (queries(data) as Partial<Record<string, string>>)[key] ?? "";
    const page = await context.newPage();
    const response = await page.goto(`${baseUrl()}${pathname}${query}`);
    expect(response?.status()).toBe(key === "analysisResult" ? 404 : 200);
    // A page that follows an order asks for it every few seconds and may never go quiet for long:
    // the heading and the settling time below decide then (3 s: the pages that go quiet do so
    // within about one; waiting 10 s on each polling page cost a minute a run).
    await page.waitForLoadState("networkidle", { timeout: 3_000 }).catch(() => {});
    await page.getByRole("heading", { level: 1 }).first().waitFor();
    // Client leaves that show the order or payment after a first answer.
    await page.waitForTimeout(500);
    // The payment form with a long e-mail typed in.
    const email = page.locator('input[type="email"]');
    // A guest's receipt field leaves the page once the account is known (this context is signed in):
    // filled if it is still there.
    if (await email.count())
      await email
        .first()
        .fill(EMAIL, { timeout: 5_000 })
        .catch(async (error: unknown) => {
          if (await email.count()) throw error;
        });
    const file = `${viewport.width}-${(pathname.slice(1) || "index").replace(/\//g, "_")}.png`;
    // In CSS pixels: the phone's 2x density would double every side of a long page's picture
    // (and its encoding time) without showing more of what this test looks for.
    await page.screenshot({ path: path.join(SHOTS, file), fullPage: true, scale: "css" });
    expect(await overflowing(page)).toEqual([]);
    await page.close();
  });
});
