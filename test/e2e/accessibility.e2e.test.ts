import type { Browser } from "playwright-core";

import {
  GUEST_PAGES,
  isOpenToGuests,
  PAGES as PAGES_BY_KEY,
  type NeedsQuery,
  type StorePage,
} from "@/lib/content/routes";

import { seriousA11yViolations } from "../support/axe";
import { baseUrl, launchBrowser, phoneContext } from "../support/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const PAY = "pay_00000000000000000000000000000000";
/** What the checkout's pages that need one get in their query (a new such page must be given one). */
const QUERIES: Record<NeedsQuery, string> = {
  paymentSuccess: `id=${PAY}`,
  paymentSuccessZiina: `id=${PAY}`,
  ziinaPaymentComplete: `id=${PAY}`,
  ziinaPayment: `id=${PAY}&direct=true`,
  orderComplete: `id=00000000-0000-4000-8000-000000000000&payment_id=${PAY}`,
  viewsOrder: `paymentId=${PAY}`,
};
const CHECKOUT_PAGES = Object.entries(PAGES_BY_KEY).flatMap(([key, page]: [string, StorePage]) => {
  if (!isOpenToGuests(page) || page.kind !== "checkout") return [];
  return [page.needsQuery ? `${page.path}?${QUERIES[key as NeedsQuery]}` : page.path];
});
/**
 * Every store page a visitor can open signed out, the checkout's included
 * (their states that need a real payment are checked on the way through in
 * checkout.e2e.test.ts), and a few states of their own.
 */
const PAGES = [
  ...GUEST_PAGES,
  "/?serviceType=likes",
  ...CHECKOUT_PAGES,
  "/payment-success?id=CHECKOUT_SESSION_ID",
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
