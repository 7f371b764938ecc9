import type { Browser, BrowserContext, Page } from "playwright-core";

import { baseUrl, launchBrowser, phoneContext, registerInBrowser } from "../support/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const VIDEO = "https://www.tiktok.com/@sara/video/7300000000000000001";
let n = 0;
const newUsername = () => `fv${Date.now().toString(36)}${++n}`;

/** A new account, signed in, ending on the page the register form returns to. */
const registerThrough = (page: Page, callbackUrl: string) =>
  registerInBrowser(page, { username: newUsername(), password: "e2e-password", callbackUrl });

const linkField = (page: Page) => page.getByLabel("رابط الفيديو على تيك توك");

describe("the free offer in the browser", () => {
  let context: BrowserContext;
  let page: Page;
  let orderHref: string | null;

  beforeAll(async () => {
    context = await phoneContext(browser);
    page = await context.newPage();
  });

  it("lets a new account claim 1,000 views once and shows the confirmation with a link to the order", async () => {
    await registerThrough(page, "/free-views");
    await page.getByRole("heading", { name: "احصل على 1,000 مشاهدة مجانية" }).waitFor();
    await linkField(page).waitFor();
    expect(await linkField(page).getAttribute("type")).toBe("url");

    await linkField(page).fill("https://www.instagram.com/reel/C1abc/");
    await page.getByRole("button", { name: "احصل على 1,000 مشاهدة مجانية" }).click();
    await page.getByText(/^العرض المجاني لمشاهدات تيك توك فقط/).waitFor();

    await linkField(page).fill(VIDEO);
    await page.getByRole("button", { name: "احصل على 1,000 مشاهدة مجانية" }).click();
    await page.getByRole("heading", { name: "تم استلام طلبك بنجاح!" }).waitFor();
    expect(await page.getByText(/ستتم إضافة 1,000 مشاهدة إلى الفيديو الخاص بك/).isVisible()).toBe(true);
    expect(await page.getByText(/ساعدنا بتقييم فيديو متجرنا على تيك توك/).isVisible()).toBe(true);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    const orderLink = page.getByRole("link", { name: /متابعة حالة الطلب/ });
    orderHref = await orderLink.getAttribute("href");
    expect(orderHref).toMatch(/^\/order-complete\?id=[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    await orderLink.click();
    await page.waitForURL(`${baseUrl()}${orderHref}`);
  });

  it("tells the account it has used the offer: profile, and the notice on a second visit with a button home", async () => {
    await page.goto(`${baseUrl()}/profile`);
    await page.getByText("تم استخدام العرض المجاني").waitFor();

    await page.goto(`${baseUrl()}/free-views`);
    await page.getByRole("heading", { name: "لقد استخدمت العرض المجاني بالفعل" }).waitFor();
    expect(await linkField(page).count()).toBe(0);
    await page.getByRole("link", { name: "العودة إلى الصفحة الرئيسية" }).click();
    await page.waitForURL(`${baseUrl()}/`);
    await page.getByRole("heading", { name: "زيادة مشاهدات وإعجابات تيك توك" }).waitFor();
  });

  it("shows the free order on its page and in /orders", async () => {
    await page.goto(`${baseUrl()}${orderHref}`);
    // In the page itself: the promo bar that used to say "1,000" first is gone once the offer is used.
    await page.getByRole("main").getByText("1,000").first().waitFor();
    await page
      .getByText(/قيد الانتظار|قيد المعالجة|مكتمل/)
      .first()
      .waitFor();
    await page.goto(`${baseUrl()}/orders`);
    await page.getByRole("main").getByText("1,000").first().waitFor();
    expect(await page.getByRole("main").getByText("لا توجد طلبات بعد").count()).toBe(0);
  });
});

describe("the ways to the offer", () => {
  it("takes a signed-out visitor from the footer's link to sign-in with the spec's toast, and to the form after signing up", async () => {
    const page = await (await phoneContext(browser)).newPage();
    await page.goto(`${baseUrl()}/pricing`);
    await page.waitForLoadState("networkidle");
    const footerLink = page.getByRole("contentinfo").getByRole("link", { name: "1,000 مشاهدة مجانية" });
    await footerLink.scrollIntoViewIfNeeded(); // prefetched while signed out, as a visitor's would be
    await page.waitForLoadState("networkidle");
    await footerLink.click();
    await page.waitForURL(/\/login\?callbackUrl=%2Ffree-views$/);
    await page.getByText("تسجيل الدخول مطلوب").waitFor();

    await page.getByRole("link", { name: "إنشاء حساب جديد" }).click();
    await page.waitForURL(/\/register\?callbackUrl=%2Ffree-views$/);
    await page.waitForLoadState("networkidle");
    await page.getByLabel("اسم المستخدم").fill(newUsername());
    await page.getByLabel(/^كلمة المرور/).fill("e2e-password");
    await page.getByLabel("تأكيد كلمة المرور").fill("e2e-password");
    await page.getByRole("button", { name: "إنشاء حساب" }).click();
    // Not back to /login: the redirect seen while signed out is not replayed.
    await linkField(page).waitFor();
    expect(new URL(page.url()).pathname).toBe("/free-views");
  });

  it("sends a signed-in visitor from the header's button on a page without the offer block to the form", async () => {
    const page = await (await phoneContext(browser)).newPage();
    await registerThrough(page, "/pricing");
    await page.waitForLoadState("networkidle");
    await page.getByRole("banner").getByRole("button", { name: "احصل عليها الآن" }).click();
    await page.waitForURL(`${baseUrl()}/free-views`);
    await linkField(page).waitFor();
  });

  it("sends a signed-in visitor from the offer block on / to the form", async () => {
    const page = await (await phoneContext(browser)).newPage();
    await registerThrough(page, "/");
    await page.waitForLoadState("networkidle");
    await page.getByRole("button", { name: "احصل على المشاهدات المجانية" }).click();
    await page.waitForURL(`${baseUrl()}/free-views`);
    await linkField(page).waitFor();
  });

  it("scrolls to the offer block from the side menu on a page that has it, and leaves it in view", async () => {
    const page = await (await phoneContext(browser)).newPage();
    await page.goto(`${baseUrl()}/`);
    await page.waitForLoadState("networkidle");
    await page.getByRole("button", { name: "القائمة" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "1,000 مشاهدة مجانية" }).click();
    await page.getByRole("dialog").waitFor({ state: "detached" });
    await page.waitForTimeout(1_000); // the smooth scroll, and focus returning to the menu button
    const block = page.locator("#free-views-promotion");
    expect(
      await block.evaluate((el) => {
        const r = el.getBoundingClientRect();
        return r.top < window.innerHeight && r.bottom > 0;
      }),
    ).toBe(true);
  });

  it("sends a signed-out visitor of the operator page to sign in, and shows a customer no such page", async () => {
    const page = await (await phoneContext(browser)).newPage();
    await page.goto(`${baseUrl()}/admin/free-views`);
    await page.waitForURL(/\/login\?callbackUrl=%2Fadmin%2Ffree-views/);
    await registerThrough(page, "/");
    const res = await page.goto(`${baseUrl()}/admin/free-views`);
    expect(res?.status()).toBe(404);
    await page.getByText("404: الصفحة غير موجودة").waitFor();
  });
});
