import type { Browser, BrowserContext, Page } from "playwright-core";

import { baseUrl, launchBrowser, phoneContext, registerInBrowser, UNSEEN_SHIFT } from "../support/browser";
import { waitFor } from "../support/processes";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe("the store's shell on a phone", () => {
  it("serves / in Arabic, right to left, with header and footer, without sideways scrolling", async () => {
    const page = await (await phoneContext(browser)).newPage();
    const res = await page.goto(`${baseUrl()}/`);
    expect(res?.status()).toBe(200);
    expect(await page.getAttribute("html", "lang")).toBe("ar");
    expect(await page.getAttribute("html", "dir")).toBe("rtl");
    // The promo bar's text fits uncut beside its button.
    const promo = page.getByRole("banner").getByText("1,000 مشاهدة مجانية!", { exact: true });
    await expect(promo.isVisible()).resolves.toBe(true);
    const line = promo.locator("xpath=..");
    expect(await line.evaluate((p) => p.scrollWidth - p.clientWidth)).toBeLessThanOrEqual(0);
    expect(await line.evaluate((p) => getComputedStyle(p).textOverflow)).not.toBe("ellipsis");
    expect(await page.getByRole("contentinfo").getByRole("link", { name: "الشروط والأحكام" }).count()).toBe(1);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  it("loads guest pages with nothing in the console and no failed request (the current-user check, the icons)", async () => {
    const context = await phoneContext(browser);
    for (const path of ["/", "/home", "/pricing", "/login"]) {
      const page = await context.newPage();
      const problems: string[] = [];
      page.on("console", (m) => m.type() === "error" && problems.push(`${path}: ${m.text()}`));
      page.on("response", (r) => r.status() >= 400 && problems.push(`${path}: ${r.status()} ${r.url()}`));
      await page.goto(`${baseUrl()}${path}`);
      await page.waitForLoadState("networkidle");
      expect(problems).toEqual([]);
      await page.close();
    }
    await context.close();
  });

  it.each([
    ["/", "شراء مشاهدات وإعجابات تيك توك"],
    ["/home", "محلل انتشار فيديو تيك توك المجاني"],
    ["/explorer-package", "باقة الإكسبلور"],
  ])("gives %s a link preview (Open Graph, Twitter) and the store's icons", async (path, title) => {
    const html = await (await fetch(`${baseUrl()}${path}`)).text();
    const meta = (key: string) =>
      new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1]?.replace(/&amp;/g, "&");
    expect(meta("og:title")).toContain(title);
    expect(meta("og:description")?.length).toBeGreaterThan(40);
    expect(meta("twitter:card")).toBe("summary_large_image");
    expect(meta("twitter:title")).toContain(title);
    for (const image of [meta("og:image"), meta("twitter:image")]) {
      const url = new URL(image!);
      const res = await fetch(`${baseUrl()}${url.pathname}${url.search}`);
      expect([res.status, res.headers.get("content-type")]).toEqual([200, "image/jpeg"]);
    }
    expect(meta("og:image:width")).toBe("1200");
    for (const rel of ["icon", "apple-touch-icon", "manifest"]) {
      const href = new RegExp(`<link rel="${rel}" href="([^"]+)"`).exec(html)?.[1];
      expect(href).toBeDefined();
      expect((await fetch(new URL(href!.replace(/&amp;/g, "&"), baseUrl()))).status).toBe(200);
    }
  });

  it("gives the testimonial carousel's dots touch targets of at least 44 px", async () => {
    const page = await (await phoneContext(browser)).newPage();
    await page.goto(`${baseUrl()}/home`);
    const dots = page.getByRole("region", { name: "آراء العملاء" }).getByRole("button", { name: /^الصفحة \d+$/ });
    expect(await dots.count()).toBe(2);
    for (const box of await Promise.all((await dots.all()).map((d) => d.boundingBox())))
      expect(Math.min(box!.width, box!.height)).toBeGreaterThanOrEqual(44);
    await page.close();
  });

  it("opens the slide-in menu with the site's links", async () => {
    const page = await (await phoneContext(browser)).newPage();
    await page.goto(`${baseUrl()}/`);
    await page.getByRole("button", { name: "القائمة" }).click();
    const menu = page.getByRole("dialog");
    await menu.waitFor();
    expect(await menu.getByRole("link", { name: "باقة الإكسبلور" }).isVisible()).toBe(true);
    // The account part appears once the visitor's (signed-out) state has loaded.
    await menu.getByRole("link", { name: "تسجيل الدخول" }).waitFor({ timeout: 10_000 });
    // A guest finds their orders from the menu too, not only in the footer.
    expect(await menu.getByRole("link", { name: "طلباتي" }).isVisible()).toBe(true);
    await menu.getByRole("link", { name: "ابحث عن طلبك" }).click();
    await page.waitForURL(`${baseUrl()}/find-order`);
  });

  it("fixes the promo bar to the top after 100 px of scrolling", async () => {
    const page = await (await phoneContext(browser)).newPage();
    await page.goto(`${baseUrl()}/`);
    await page.evaluate(() => document.body.style.setProperty("min-height", "3000px"));
    const bar = page.locator("[data-fixed]");
    expect(await bar.getAttribute("data-fixed")).toBe("false");
    await page.evaluate(() => window.scrollTo(0, 150));
    await page.waitForFunction(() => document.querySelector("[data-fixed]")?.getAttribute("data-fixed") === "true");
    const box = await bar.boundingBox();
    expect(box?.y).toBe(0);
  });

  it("shows the 404 page in Arabic with status 404 for unknown paths", async () => {
    const page = await (await phoneContext(browser)).newPage();
    const res = await page.goto(`${baseUrl()}/no-such-page`);
    expect(res?.status()).toBe(404);
    expect(await page.getByRole("heading", { name: "404: الصفحة غير موجودة" }).isVisible()).toBe(true);
    // The tab names the page (with the store's name after it), not the store's generic title.
    expect(await page.title()).toMatch(/^الصفحة غير موجودة \| /);
    expect(await page.getByText("الصفحة التي تبحث عنها غير موجودة أو تم نقلها.").isVisible()).toBe(true);
    await page.getByRole("link", { name: "العودة إلى الصفحة الرئيسية" }).click();
    await page.waitForURL(`${baseUrl()}/`);
  });

  it("reports a healthy database", async () => {
    const res = await fetch(`${baseUrl()}/api/health`);
    expect(await res.json()).toEqual({ status: "ok" });
  });
});

/** The scripts the page downloads whose text carries `marker`, collected until `done()`. */
function scriptsWith(page: Page, marker: string): { done: () => Promise<string[]> } {
  const bodies: Promise<string | null>[] = [];
  page.on("response", (r) => {
    if (r.request().resourceType() !== "script") return;
    // A body still arriving when the page closes is not read; any other failure to read one fails
    // done() (and is not an unhandled rejection that fails the next test).
    const body = r.text().then(
      (text) => (text.includes(marker) ? new URL(r.url()).pathname : null),
      (error: unknown) => {
        if (page.isClosed()) return null;
        throw error;
      },
    );
    body.catch(() => {});
    bodies.push(body);
  });
  return { done: async () => (await Promise.all(bodies)).filter((url): url is string => url !== null) };
}

/** zod, by its error class's name. */
const zodScripts = (page: Page) => scriptsWith(page, "ZodError");

describe("what waits for the visitor to act", () => {
  it("loads the toaster and the menu's panel only once the visitor touches, scrolls or types", async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    // sonner by its toaster's attribute; the panel by Radix's dialog parts.
    const sonner = scriptsWith(page, "data-sonner-toaster");
    const dialog = scriptsWith(page, "DialogTitle");
    await page.goto(`${baseUrl()}/`);
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(1500); // the browser idle: when both used to load
    const toaster = page.getByRole("region", { name: "الإشعارات" });
    expect(await toaster.count()).toBe(0);
    expect(await sonner.done()).toEqual([]);
    expect(await dialog.done()).toEqual([]);

    await page.mouse.wheel(0, 200);
    await toaster.waitFor({ state: "attached" });
    await page.waitForLoadState("networkidle");
    expect(await sonner.done()).not.toEqual([]);
    expect(await dialog.done()).not.toEqual([]);
    // And the menu opens from the panel it fetched.
    await page.getByRole("button", { name: "القائمة" }).click();
    const menu = page.getByRole("dialog").getByRole("navigation", { name: "القائمة الرئيسية" });
    await menu.waitFor();
    expect(await menu.getByRole("link").count()).toBeGreaterThan(3);
    await context.close();
  });
});

describe("numbers and dates on the landing pages", () => {
  it("are written without the browser's Intl (its first use costs a phone tens of ms), the testimonials' dates in words", async () => {
    const context = await phoneContext(browser);
    await context.addInitScript(() => {
      const used: string[] = [];
      (window as unknown as { intlUsed: string[] }).intlUsed = used;
      for (const name of ["NumberFormat", "DateTimeFormat", "RelativeTimeFormat", "PluralRules"] as const) {
        const Original = Intl[name] as unknown as new (...args: unknown[]) => object;
        (Intl as unknown as Record<string, unknown>)[name] = function (...args: unknown[]) {
          used.push(name);
          return new Original(...args);
        };
      }
      for (const proto of [Number.prototype, Date.prototype] as unknown as Record<string, () => string>[]) {
        for (const method of ["toLocaleString", "toLocaleDateString", "toLocaleTimeString"]) {
          const original = proto[method];
          if (!original) continue;
          proto[method] = function (this: unknown, ...args: []) {
            used.push(method);
            return original.apply(this, args);
          };
        }
      }
    });
    for (const path of ["/", "/home"]) {
      const page = await context.newPage();
      await page.goto(`${baseUrl()}${path}`);
      await page.waitForLoadState("networkidle");
      if (path === "/home") {
        // Hydrated, and the first card's day now says how long ago, the day itself kept in its tooltip.
        const date = page.getByRole("figure").first().locator("time");
        await page.waitForFunction(
          (el) => /اليوم|أمس|قبل|الماضي/.test(el?.textContent ?? ""),
          await date.elementHandle(),
        );
        expect(await date.getAttribute("title")).toMatch(/^\d{1,2} \S+ \d{4}$/);
      }
      expect(await page.evaluate(() => (window as unknown as { intlUsed: string[] }).intlUsed)).toEqual([]);
      await page.close();
    }
    await context.close();
  });
});

describe("the account check on every page", () => {
  it("downloads no validation library for a visitor, and the account's schema for a signed-in customer", async () => {
    const context = await phoneContext(browser);
    for (const path of ["/", "/home"]) {
      const page = await context.newPage();
      const scripts = zodScripts(page);
      await page.goto(`${baseUrl()}${path}`);
      await page.waitForLoadState("networkidle");
      await page.locator(`header a[href="/login"]`).first().waitFor({ state: "attached" });
      expect(await scripts.done()).toEqual([]);
      await page.close();
    }

    const page = await context.newPage();
    await registerInBrowser(page, {
      username: `zod${Date.now().toString(36)}`,
      password: "e2e-password",
      callbackUrl: "/",
    });
    const next = await context.newPage();
    const scripts = zodScripts(next);
    await next.goto(`${baseUrl()}/home`);
    // The schema is fetched once the account check has answered: on a loaded machine after the
    // network first went quiet.
    await waitFor(async () => (await scripts.done()).length > 0, 20_000, "the account's schema").catch(() => {});
    expect(await scripts.done()).toHaveLength(1);
    await context.close();
  });
});

describe("Cairo on a first visit and after it", () => {
  it("paints a first visit at once in the size-matched fallback, fetches Cairo after load, and paints the next load in it", async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    const fontRequests: { url: string; beforeLoad: boolean }[] = [];
    let loaded = false;
    page.on("load", () => (loaded = true));
    page.on("request", (r) => r.resourceType() === "font" && fontRequests.push({ url: r.url(), beforeLoad: !loaded }));
    await page.goto(`${baseUrl()}/`);
    const heading = page.getByRole("heading", { level: 1 });
    /** The families the heading's text may be drawn in, in order. */
    const face = async () =>
      (await heading.evaluate((h) => getComputedStyle(h).fontFamily)).split(",").map((f) => f.trim().replace(/"/g, ""));
    // The first paint names no web font, so it never waits for one; the face it names is
    // next/font's size-matched Arial, declared in the stylesheet (a renamed font would lose it).
    expect(await face()).toEqual(expect.arrayContaining(["cairoArabic Fallback"]));
    expect(
      await page.evaluate(() => [...document.fonts].some((f) => f.family.replace(/"/g, "") === "cairoArabic Fallback")),
    ).toBe(true);
    expect(await face()).not.toEqual(expect.arrayContaining(["cairoArabic"]));
    expect(await face()).not.toEqual(expect.arrayContaining(["cairoLatin"]));
    await page.waitForFunction(() => document.cookie.includes("fonts-cached=1"));
    expect(fontRequests.map((r) => r.beforeLoad)).toEqual([false, false, false, false]);
    // Fetched, not applied: this page keeps the face it painted with.
    expect(await face()).not.toEqual(expect.arrayContaining(["cairoArabic"]));

    await page.reload();
    expect(await page.evaluate(() => document.documentElement.hasAttribute("data-fonts"))).toBe(true);
    expect((await face()).slice(0, 2)).toEqual(["cairoLatin", "cairoArabic"]);
    await page.evaluate(() => document.fonts.ready);
    expect(await page.evaluate(() => document.fonts.check("700 16px cairoArabic", "ا"))).toBe(true);
    await context.close();
  });
});

describe("the header on tablets and desktops", () => {
  // Both faces a visitor can get: the fonts are display "optional", so a cold
  // first visit on a slow link keeps the fallback face for the whole page, and
  // on a machine without Arial that fallback is wider than Cairo.
  it.each([
    [768, "Cairo"],
    [1024, "Cairo"],
    [1280, "Cairo"],
    [768, "the fallback face"],
    [1280, "the fallback face"],
  ] as const)(
    "fits the header in one line at %i px in %s: full navigation from 1280 px, the menu button below",
    async (width, face) => {
      const context = await browser.newContext({ viewport: { width, height: 800 }, locale: "ar-SA" });
      if (face !== "Cairo") await context.route(/\.woff2$/, (route) => route.abort());
      const page = await context.newPage();
      await page.goto(`${baseUrl()}/`);
      if (face === "Cairo") {
        // Cached after the first visit (components/layout/font-hint.ts), as a returning visitor has it.
        await page.waitForFunction(() => document.cookie.includes("fonts-cached=1"));
        await page.reload();
        await page.evaluate(() => document.fonts.ready);
      }
      // Measured once the account area has its signed-out buttons (wider than its placeholder).
      if (width >= 1280) await page.getByRole("banner").getByRole("link", { name: "إنشاء حساب" }).first().waitFor();
      else await page.waitForLoadState("networkidle");
      const cairo = await page.evaluate(() => [...document.fonts].some((f) => f.status === "loaded"));
      expect(cairo).toBe(face === "Cairo");
      const header = await page.evaluate(() => {
        const nav = document.querySelector('header nav[aria-label="القائمة الرئيسية"]')!;
        const row = nav.parentElement!;
        const links = [...nav.querySelectorAll("a")].map((a) => a.getBoundingClientRect());
        return {
          clipped: row.scrollWidth - row.clientWidth,
          pageOverflow: document.documentElement.scrollWidth - window.innerWidth,
          visibleLinks: links.filter((r) => r.width > 0).length,
          tallestLink: Math.max(0, ...links.map((r) => r.height)),
        };
      });
      expect(header.clipped).toBeLessThanOrEqual(0);
      expect(header.pageOverflow).toBeLessThanOrEqual(0);
      const menuButton = await page.getByRole("button", { name: "القائمة" }).isVisible();
      if (width >= 1280) {
        expect(menuButton).toBe(false);
        expect(header.visibleLinks).toBe(6);
        expect(header.tallestLink).toBeLessThan(40); // one line each
      } else {
        expect(menuButton).toBe(true);
        expect(header.visibleLinks).toBe(0);
      }
      await context.close();
    },
  );
});

describe("the landing page's lower sections (rendered when near: app/globals.css render-when-near)", () => {
  /** Whether the browser has skipped rendering `selector` (content-visibility); it must be on the page. */
  const skipped = (page: Page, selector: string) =>
    page.evaluate((s) => {
      const element = document.querySelector(s);
      if (!element) throw new Error(`${s} is not on the page`);
      return !element.checkVisibility({ contentVisibilityAuto: true });
    }, selector);

  /** A phone that has opened `path` and waited for the network to go quiet. */
  async function phoneAt(path: string): Promise<{ context: BrowserContext; page: Page }> {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    await page.goto(`${baseUrl()}${path}`);
    await page.waitForLoadState("networkidle");
    return { context, page };
  }

  it("lays out only the first screen on load, yet its text is in the page and nothing moves while scrolling down", async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    await page.addInitScript(() => {
      const w = window as unknown as { __shifts: number };
      w.__shifts = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as (PerformanceEntry & { value: number })[]) w.__shifts += e.value;
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto(`${baseUrl()}/home`);
    await page.waitForLoadState("networkidle");
    expect(await skipped(page, "#faq h2")).toBe(true);
    expect(await skipped(page, "footer a")).toBe(true);
    expect(await skipped(page, "main h1")).toBe(false);
    // Searchable and read out: the skipped sections are in the document and the accessibility tree.
    expect(await page.getByRole("heading", { name: "الأسئلة الشائعة" }).count()).toBe(1);
    expect(await page.getByRole("contentinfo").getByRole("link", { name: "الشروط والأحكام" }).count()).toBe(1);
    for (let y = 0; y <= (await page.evaluate(() => document.documentElement.scrollHeight)); y += 300) {
      await page.evaluate((to) => window.scrollTo({ top: to, behavior: "instant" }), y);
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    }
    expect(await skipped(page, "#faq h2")).toBe(false);
    expect(await skipped(page, "footer a")).toBe(false);
    expect(await page.evaluate(() => (window as unknown as { __shifts: number }).__shifts)).toBeLessThan(UNSEEN_SHIFT);
    await context.close();
  });

  /** Where the top of `selector` comes to rest once a (smooth) scroll has ended. */
  async function restingTop(page: Page, selector: string): Promise<number> {
    let top = NaN;
    for (let last = -1; top !== last; await page.waitForTimeout(250)) {
      last = top;
      top = (await page.locator(selector).boundingBox())!.y;
    }
    return top;
  }

  const menuLink = async (page: Page) => {
    await page.getByRole("button", { name: "القائمة" }).click();
    await page.getByRole("dialog").getByRole("link", { name: "الأسئلة الشائعة" }).click();
    await page.waitForURL(`${baseUrl()}/home#faq`);
  };

  it.each([
    ["the menu's link from another page", "/", menuLink],
    ["the menu's link on the page itself", "/home", menuLink],
    ["a link from outside the store", "/home#faq", async () => {}],
  ])("brings «الأسئلة الشائعة» to the top of the screen after %s", async (_, from, jump) => {
    const { context, page } = await phoneAt(from);
    await jump(page);
    const top = await restingTop(page, "#faq h2");
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(200); // below the fixed promo bar, near the top
    await context.close();
  });

  it("keeps the visitor's place in the page on a reload", async () => {
    const { context, page } = await phoneAt("/home");
    for (const y of [800, 1600, 2400, 3000])
      await page.evaluate((to) => window.scrollTo({ top: to, behavior: "instant" }), y);
    const before = await restingTop(page, "#faq h2");
    await page.reload();
    await page.waitForLoadState("networkidle");
    expect(Math.abs((await restingTop(page, "#faq h2")) - before)).toBeLessThan(5);
    await context.close();
  });

  it("brings the free offer to the middle of the screen from the promo bar's button", async () => {
    const { context, page } = await phoneAt("/home");
    await page.getByRole("button", { name: "احصل عليها الآن" }).click();
    const top = await restingTop(page, "#free-views-promotion");
    const { height } = (await page.locator("#free-views-promotion").boundingBox())!;
    // Centred in the 740 px screen, give or take a few pixels.
    expect(Math.abs(top + height / 2 - 370)).toBeLessThan(40);
    await context.close();
  });
});
