import type { Browser } from "playwright-core";

import { seriousA11yViolations } from "../support/axe";
import { baseUrl, launchBrowser, phoneContext } from "../support/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const PAY = "pay_00000000000000000000000000000000";
/**
 * Every store page a visitor can open signed out, the checkout's included
 * (their states that need a real payment are checked on the way through in
 * checkout.e2e.test.ts).
 */
const PAGES = [
  "/",
  "/tiktok-views",
  "/?serviceType=likes",
  "/home",
  "/pricing",
  "/explorer-package",
  "/terms",
  "/privacy",
  "/login",
  "/register",
  "/orders",
  "/payment-cancel",
  "/payment-error",
  `/payment-success?id=${PAY}`,
  `/payment-success-ziina?id=${PAY}`,
  `/ziina-payment-complete?id=${PAY}`,
  "/payment-success?id=CHECKOUT_SESSION_ID",
  `/ziina-payment?id=${PAY}&direct=true`,
  `/order-complete?id=00000000-0000-4000-8000-000000000000&payment_id=${PAY}`,
  `/views-order?paymentId=${PAY}`,
  "/no-such-page",
];

/**
 * Pages that move on by themselves: axe runs where they settle, not while the
 * client router swaps the document (its title is briefly absent then).
 */
const SETTLES_ON: Record<string, RegExp> = {
  // An unknown payment has no order: the success page checks it and says so.
  [`/views-order?paymentId=${PAY}`]: /\/payment-success\?id=/,
};

describe("axe-core on every store page (phone, signed out)", () => {
  it.each(PAGES)("%s has no serious or critical violation", async (path) => {
    const page = await (await phoneContext(browser)).newPage();
    await page.goto(`${baseUrl()}${path}`);
    const destination = SETTLES_ON[path];
    if (destination) {
      await page.waitForURL(destination);
      await page.getByText("لم يتم العثور على تفاصيل الدفع").waitFor();
    }
    await page.waitForLoadState("networkidle");
    await page.waitForFunction(() => document.title !== "");
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.close();
  });
});
