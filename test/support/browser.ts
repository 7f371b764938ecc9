import { spawnSync } from "node:child_process";

import type { Browser, BrowserContext, Page } from "playwright-core";

import { formatAmount, priceFor } from "@/lib/pricing";
import { PAGES } from "@/lib/routes";

import { ROOT } from "./next-server";

export { CHROMIUM_PATH, launchBrowser } from "./chromium";

let visitors = 0;

/**
 * An address of its own for each phone, as the shared test store's proxy would
 * report it (test/e2e/global-setup.ts trusts X-Forwarded-For): every browser
 * test's visitor is another client for the per-client limits, as real
 * visitors are. Contexts made otherwise share the machine's address.
 */
function visitorAddress(): string {
  const n = (process.pid % 64) * 1000 + ++visitors;
  return `198.18.${Math.floor(n / 250) % 256}.${(n % 250) + 1}`;
}

/**
 * The layout shift the browser tests accept on a page (summed as CLS adds it
 * up): a pixel's move of a line on a loaded machine's cold load, ten times
 * under what web.dev calls good (0.1) and far under a real jump (the list
 * that once pushed /orders' footer down was 0.2).
 */
export const UNSEEN_SHIFT = 0.01;

/** A phone-sized context: most visitors arrive from TikTok ads on their phones. */
export function phoneContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({
    viewport: { width: 360, height: 740 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: "ar-SA",
    extraHTTPHeaders: { "x-forwarded-for": visitorAddress() },
  });
}

export function baseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error("E2E_BASE_URL is not set: run through the e2e jest project");
  return url;
}

/**
 * A guest buys 5,000 views for `video` on the buy page, giving `email`, and
 * pays on the simulated provider's page; returns when the order page opens.
 */
export async function buyViewsAsGuest(page: Page, video: string, email: string): Promise<void> {
  const fils = priceFor({ service: "views", quantity: 5000 }).amountFils;
  await page.goto(`${baseUrl()}/`);
  await page.waitForLoadState("networkidle");
  await page.getByLabel("رابط الفيديو على تيك توك").fill(video);
  await page.getByLabel(/بريدك الإلكتروني/).fill(email);
  await page.getByRole("button", { name: /اشترِ الآن 5,000 مشاهدة/ }).click();
  await page.waitForURL(/\/ziina-payment\?id=.+&direct=true/);
  await page.getByRole("button", { name: `ادفع ${formatAmount(fils)} درهم` }).click();
  await page.waitForURL(/\/order-complete\?id=[^&]+&payment_id=.+/, { timeout: 40_000 });
}

/** An account registered on a store of a test's own, on the embedded database in `dataDir`. */
export interface StoreAccount {
  storeUrl: string;
  dataDir: string;
  username: string;
  password: string;
}

const granted = new Set<string>();

/**
 * Makes the account an operator as docs/operations.md#the-first-operator says
 * (`npm run operator:dev -- grant <username>`; on the embedded database the
 * running store carries the command out), once per store and account, then
 * signs it in on `page` by the login form's Arabic labels. Returns on the home
 * page, signed in.
 */
export async function signInAsOperator(page: Page, account: StoreAccount): Promise<void> {
  const { storeUrl, dataDir, username, password } = account;
  const key = `${dataDir}\n${username}`;
  if (!granted.has(key)) {
    const grant = spawnSync("npm", ["run", "--silent", "operator:dev", "--", "grant", username], {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
      encoding: "utf8",
    });
    expect(`${grant.stdout}${grant.stderr}`).toContain(`${username} is now an operator`);
    granted.add(key);
  }
  await page.goto(`${storeUrl}/login`);
  await page.waitForLoadState("networkidle");
  await page.getByLabel("اسم المستخدم").fill(username);
  await page.getByLabel("كلمة المرور", { exact: true }).fill(password);
  await page.getByRole("button", { name: "تسجيل الدخول" }).click();
  await page.waitForURL(`${storeUrl}/`);
}

/**
 * Registers a new account on the register form by its Arabic labels, coming
 * back to `callbackUrl` (a path) as the form does, signed in.
 */
export async function registerInBrowser(
  page: Page,
  { username, password, callbackUrl }: { username: string; password: string; callbackUrl: string },
): Promise<void> {
  await page.goto(`${baseUrl()}${PAGES.register.path}?callbackUrl=${encodeURIComponent(callbackUrl)}`);
  await page.waitForLoadState("networkidle"); // hydrated: typing before that would be lost
  await page.getByLabel("اسم المستخدم").fill(username);
  await page.getByLabel(/^كلمة المرور/).fill(password);
  await page.getByLabel("تأكيد كلمة المرور").fill(password);
  await page.getByRole("button", { name: "إنشاء حساب" }).click();
  await page.waitForURL((url) => url.pathname === new URL(callbackUrl, baseUrl()).pathname);
}

/**
 * Opens a console section by its navigation's link: on a phone through the
 * menu button that opens the list, from lg up straight from the column.
 */
export async function openConsoleSection(page: Page, name: string): Promise<void> {
  const nav = page.getByRole("navigation", { name: "لوحة التشغيل" });
  const toggle = nav.getByRole("button", { name: /أقسام اللوحة/ });
  if (await toggle.isVisible()) {
    await toggle.click();
    await nav.locator('button[aria-expanded="true"]').waitFor();
  }
  await nav.getByRole("link", { name }).click();
}
