import type { Browser, Page } from "playwright-core";

import { seriousA11yViolations } from "../support/axe";
import { baseUrl, buyViewsAsGuest, launchBrowser, phoneContext, registerInBrowser } from "../support/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const password = "shared-phone-pass";
const OFFER = "طلبات سابقة على هذا الجهاز";
const orderIdOf = (page: Page) => new URL(page.url()).searchParams.get("id")!;
const video = (n: number) => `https://www.tiktok.com/@sharedphone/video/${Date.now()}${n}`;

const register = (page: Page, name: string) =>
  registerInBrowser(page, { username: name, password, callbackUrl: "/orders" });

/** The account's orders as the server lists them, with this page's cookies. */
async function accountOrderIds(page: Page): Promise<string[]> {
  const res = await page.request.get(`${baseUrl()}/api/user/orders`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { orders: { id: string }[] }).orders.map((o) => o.id);
}

/** Every order page this page links to (the account's list and any offer alike). */
const linkedOrders = (page: Page) =>
  page
    .getByRole("main")
    .locator('a[href^="/order-complete"]')
    .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).searchParams.get("id")));

describe("a shared phone: each person sees only their own orders", () => {
  // Two guest purchases (each paid and made an order), three accounts, six sign-ins and -outs: a
  // minute on a quiet machine, more while a build runs beside it.
  jest.setTimeout(150_000);

  it("joins the guest's purchase to the account signed into next, forgets it at sign-out, and only offers an older one to the next person", async () => {
    const phone = await phoneContext(browser);
    const page = await phone.newPage();
    const stamp = Date.now().toString(36);

    // A guest buys on the phone, then registers as A in the same tab: the purchase joins A without a question.
    await buyViewsAsGuest(page, video(1), `guest-${stamp}@example.com`);
    const guestOrder = orderIdOf(page);
    const guestAddress = page.url();
    expect(new URL(guestAddress).searchParams.get("payment_id")).toBeTruthy();
    await page.waitForFunction((id) => (localStorage.getItem("device_orders") ?? "").includes(id), guestOrder);
    await register(page, `a${stamp}`);
    await page.getByRole("main").getByRole("listitem").first().waitFor();
    expect(await linkedOrders(page)).toEqual([guestOrder]);
    expect(await page.getByRole("region", { name: OFFER }).count()).toBe(0);
    expect(await accountOrderIds(page)).toEqual([guestOrder]);

    // A signs out: the phone forgets its orders.
    await page.goto(`${baseUrl()}/profile`);
    await page.getByRole("button", { name: "تسجيل الخروج" }).click();
    await page.waitForURL(`${baseUrl()}/`);
    expect(await page.evaluate(() => localStorage.getItem("device_orders"))).toBeNull();
    await page.goto(`${baseUrl()}/orders`);
    await page.getByRole("main").getByRole("link", { name: "تسجيل الدخول" }).waitFor();
    expect(await linkedOrders(page)).toEqual([]);

    // The order page A was shown stays in the history: reopened now, it asks to sign in to the
    // order's account and shows none of A's order (docs/security.md#orders-on-a-shared-device).
    await page.goto(guestAddress);
    const refusal = page.getByTestId("order-sign-in");
    await refusal.getByText("هذا الطلب مرتبط بحساب. سجّل الدخول بالحساب الذي يملك الطلب لعرضه.").waitFor();
    expect(await page.getByTestId("order-number").count()).toBe(0);
    const shown = await page.getByRole("main").innerText();
    for (const detail of [guestOrder, "sharedphone", "5,000", "درهم"]) expect(shown).not.toContain(detail);
    const signInHref = await refusal.getByRole("link", { name: "تسجيل الدخول" }).getAttribute("href");
    const addressPath = guestAddress.slice(baseUrl().length);
    expect(new URL(signInHref!, baseUrl()).searchParams.get("callbackUrl")).toBe(addressPath);

    // A, signing in from that link (in a browser of its own), comes back to the order.
    const own = await phoneContext(browser);
    const ownPage = await own.newPage();
    await ownPage.goto(guestAddress);
    await ownPage.getByTestId("order-sign-in").getByRole("link", { name: "تسجيل الدخول" }).click();
    await ownPage.waitForURL(/\/login\?callbackUrl=/);
    await ownPage.waitForLoadState("networkidle");
    await ownPage.getByLabel("اسم المستخدم").fill(`a${stamp}`);
    await ownPage.getByLabel("كلمة المرور", { exact: true }).fill(password);
    await ownPage.getByRole("button", { name: "تسجيل الدخول" }).click();
    await ownPage.waitForURL(guestAddress);
    expect(await ownPage.getByTestId("order-number").textContent()).toBe(guestOrder);
    await own.close();

    // Another guest order on the phone, from another browser session (a tab of its own, closed since).
    const otherTab = await phone.newPage();
    await buyViewsAsGuest(otherTab, video(2), `older-${stamp}@example.com`);
    const olderOrder = orderIdOf(otherTab);
    await otherTab.waitForFunction((id) => (localStorage.getItem("device_orders") ?? "").includes(id), olderOrder);
    await otherTab.close();

    // B registers on the same phone: none of A's orders, and the older guest order only as a question.
    await register(page, `b${stamp}`);
    const offer = page.getByRole("region", { name: OFFER });
    await offer.waitFor();
    expect(await linkedOrders(page)).toEqual([olderOrder]);
    expect(await offer.getByTestId("order-date").count()).toBe(1);
    expect(await offer.getByText(/sharedphone/).count()).toBe(1);
    expect(await accountOrderIds(page)).toEqual([]);
    // A's order stays out of reach for B, by its address too, its payment id included.
    const status = await page.request.get(`${baseUrl()}/api/tiktok-views/status/${guestOrder}`);
    expect(status.status()).toBe(404);
    const paymentId = new URL(guestAddress).searchParams.get("payment_id")!;
    const byPayment = await page.request.get(
      `${baseUrl()}/api/tiktok-views/status/${guestOrder}?paymentId=${paymentId}`,
    );
    expect(byPayment.status()).toBe(403);
    expect(await byPayment.text()).not.toContain("sharedphone");

    // The question is readable at 360 px: no serious accessibility finding, both answers on screen.
    expect(await seriousA11yViolations(page)).toEqual([]);
    for (const name of ["نعم، أضفها إلى حسابي", "ليست لي"]) {
      const box = (await offer.getByRole("button", { name }).boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(360);
    }

    // Only B's yes joins it.
    await offer.getByRole("button", { name: "نعم، أضفها إلى حسابي" }).click();
    await page.getByRole("status").filter({ hasText: "أُضيف طلب واحد إلى حسابك" }).waitFor();
    expect(await accountOrderIds(page)).toEqual([olderOrder]);
    await page.getByRole("main").getByRole("listitem").first().waitFor();
    expect(await page.getByRole("region", { name: OFFER }).count()).toBe(0);
    expect(await linkedOrders(page)).toEqual([olderOrder]);
    // The offer fits the phone: no sideways scrolling at 360 px.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await phone.close();
  });
});
