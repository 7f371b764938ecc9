import type { Browser } from "playwright-core";

import { baseUrl, buyViewsAsGuest, launchBrowser, phoneContext, registerInBrowser } from "../support/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const username = `e2e${Date.now().toString(36)}`;
const password = "e2e-password";

describe("accounts in the browser", () => {
  it("sends a signed-out visitor of /free-views to /login and back after signing up", async () => {
    const page = await (await phoneContext(browser)).newPage();
    await page.goto(`${baseUrl()}/free-views?ref=promo`);
    await page.waitForURL(/\/login\?callbackUrl=/);
    expect(new URL(page.url()).searchParams.get("callbackUrl")).toBe("/free-views?ref=promo");

    await page.getByRole("link", { name: "إنشاء حساب جديد" }).click();
    await page.waitForURL(/\/register\?callbackUrl=/);
    await page.getByLabel("اسم المستخدم").fill(username);
    await page.getByLabel(/^كلمة المرور/).fill(password);
    await page.getByLabel("تأكيد كلمة المرور").fill("something-else");
    await page.getByRole("button", { name: "إنشاء حساب" }).click();
    await page.getByText("كلمتا المرور غير متطابقتين").waitFor();

    await page.getByLabel("تأكيد كلمة المرور").fill(password);
    await page.getByRole("button", { name: "إنشاء حساب" }).click();
    await page.waitForURL((url) => url.pathname === "/free-views");
    // The offer itself, not just its address: the new account sees the claim form.
    await page.getByRole("heading", { name: "احصل على 1,000 مشاهدة مجانية" }).waitFor();
    await page.getByLabel("رابط الفيديو على تيك توك").waitFor();
    expect(await page.getByRole("button", { name: "احصل على 1,000 مشاهدة مجانية" }).isEnabled()).toBe(true);
  });

  it("signs in, shows the account dropdown, signs out to /", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: "ar-SA" });
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/login`);
    await page.getByLabel("اسم المستخدم").fill(username);
    await page.getByLabel("كلمة المرور", { exact: true }).fill("wrong-password");
    await page.getByRole("button", { name: "تسجيل الدخول" }).click();
    await page.getByRole("alert").filter({ hasText: "اسم المستخدم أو كلمة المرور غير صحيحة" }).waitFor();

    await page.getByLabel("كلمة المرور", { exact: true }).fill(password);
    await page.getByRole("button", { name: "تسجيل الدخول" }).click();
    await page.waitForURL(`${baseUrl()}/`);

    const cookies = await context.cookies();
    const session = cookies.find((c) => c.name === "next-auth.session-token");
    expect(session).toMatchObject({ httpOnly: true, sameSite: "Lax" });

    await page.getByRole("banner").getByRole("button", { name: "حسابي" }).click();
    const menu = page.getByRole("menu");
    await menu.waitFor();
    expect(await menu.getByText(username).isVisible()).toBe(true);
    await menu.getByRole("menuitem", { name: "الملف الشخصي" }).click();
    await page.waitForURL(`${baseUrl()}/profile`);
    await page.getByRole("heading", { name: "حسابي" }).waitFor();
    expect(await page.getByText("لم يُستخدم بعد").isVisible()).toBe(true);

    await page.getByRole("banner").getByRole("button", { name: "حسابي" }).click();
    await page.getByRole("menuitem", { name: "تسجيل الخروج" }).click();
    await page.waitForURL(`${baseUrl()}/`);
    await page.getByRole("banner").getByRole("link", { name: "تسجيل الدخول" }).waitFor();
    expect((await context.cookies()).find((c) => c.name === "next-auth.session-token")).toBeUndefined();

    const res = await page.goto(`${baseUrl()}/profile`);
    expect(res?.ok()).toBe(true);
    expect(new URL(page.url()).pathname).toBe("/login");
  });

  it("loads the login form's checks after the page, and says so when they cannot load, sending nothing", async () => {
    // The chunk with the login schema (its messages are in it) fails, as on a
    // connection that dropped after the page; every other script loads.
    const schemaText = "يجب أن يتكون اسم المستخدم من 3 أحرف على الأقل";
    const page = await (await phoneContext(browser)).newPage();
    const loaded: { path: string; hasSchema: boolean }[] = [];
    let checksRequested!: () => void;
    const requested = new Promise<void>((resolve) => (checksRequested = resolve));
    let offline = true;
    await page.route("**/_next/static/chunks/*.js", async (route) => {
      const response = await route.fetch();
      const hasSchema = (await response.text()).includes(schemaText);
      loaded.push({ path: new URL(route.request().url()).pathname, hasSchema });
      if (hasSchema) checksRequested();
      if (hasSchema && offline) return route.abort("internetdisconnected");
      return route.fulfill({ response });
    });
    const sent: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/auth/login")) sent.push(request.url());
    });

    // The scripts the server's HTML names (the DOM gains the lazy chunks' tags later).
    const html = await (await fetch(`${baseUrl()}/login`)).text();
    const initial = new Set([...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1]!));
    await page.goto(`${baseUrl()}/login`);
    // The page's own scripts do not carry the schema: it is asked for once the form is up.
    await requested;
    expect(loaded.filter((l) => initial.has(l.path)).some((l) => l.hasSchema)).toBe(false);

    await page.getByLabel("اسم المستخدم").fill(username);
    await page.getByLabel("كلمة المرور", { exact: true }).fill(password);
    await page.getByRole("button", { name: "تسجيل الدخول" }).click();
    await page.getByRole("alert").filter({ hasText: "تعذر الاتصال بالمتجر" }).waitFor();
    expect(sent).toEqual([]);

    // Back online: the next submit loads the checks and signs in.
    offline = false;
    await page.getByRole("button", { name: "تسجيل الدخول" }).click();
    await page.waitForURL(`${baseUrl()}/`);
    expect(sent).toHaveLength(1);
    await page.unrouteAll({ behavior: "ignoreErrors" });
    await page.context().close();
  });

  it("keeps the password out of the address when the form is sent before the scripts run", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: "ar-SA" });
    const page = await context.newPage();
    for (const path of ["/login", "/register"]) {
      await page.goto(`${baseUrl()}${path}`);
      await page.getByLabel("اسم المستخدم").fill(username);
      await page.getByLabel("كلمة المرور", { exact: true }).fill("secret-in-url");
      await Promise.all([
        page.waitForEvent("load"),
        page.getByRole("button", { name: /^(تسجيل الدخول|إنشاء حساب)$/ }).click(),
      ]);
      expect(page.url()).toBe(`${baseUrl()}${path}`);
      await page.getByLabel("اسم المستخدم").waitFor();
    }
    await context.close();
  });

  it("offers sign-in on /orders to signed-out visitors", async () => {
    const page = await (await phoneContext(browser)).newPage();
    await page.goto(`${baseUrl()}/orders`);
    await page.getByRole("main").getByRole("link", { name: "تسجيل الدخول" }).waitFor();
    expect(await page.getByRole("main").getByRole("link", { name: "إنشاء حساب" }).isVisible()).toBe(true);
  });

  it("brings a guest's orders into the account on registration, with status and price, on any device", async () => {
    // A guest pays on this phone: the order is this browser session's purchase.
    const guest = await phoneContext(browser);
    const page = await guest.newPage();
    await buyViewsAsGuest(page, `https://www.tiktok.com/@guest/video/${Date.now()}`, "guest-orders@example.com");
    await page.waitForFunction(() => (localStorage.getItem("device_orders") ?? "").includes("order-complete"));

    const name = `guest${Date.now().toString(36)}`;
    await registerInBrowser(page, { username: name, password, callbackUrl: "/orders" });
    const accountRow = page.getByRole("main").getByRole("listitem").filter({ hasText: "مشاهدات تيك توك" }).first();
    await accountRow.getByText(/قيد الانتظار|قيد المعالجة|مكتمل/).waitFor();
    expect(await accountRow.textContent()).toContain("درهم");
    expect(await page.getByRole("heading", { name: "طلبات سابقة على هذا الجهاز" }).count()).toBe(0);
    await guest.close();

    // Another device: signing in shows the same order.
    const other = await phoneContext(browser);
    const elsewhere = await other.newPage();
    await elsewhere.goto(`${baseUrl()}/login?callbackUrl=%2Forders`);
    await elsewhere.getByLabel("اسم المستخدم").fill(name);
    await elsewhere.getByLabel("كلمة المرور", { exact: true }).fill(password);
    await elsewhere.getByRole("button", { name: "تسجيل الدخول" }).click();
    await elsewhere.waitForURL((url) => url.pathname === "/orders");
    await elsewhere
      .getByRole("main")
      .getByRole("listitem")
      .filter({ hasText: "مشاهدات تيك توك" })
      .getByText(/قيد الانتظار|قيد المعالجة|مكتمل/)
      .first()
      .waitFor();
    await other.close();
  });
});
