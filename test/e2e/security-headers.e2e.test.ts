import type { Browser } from "playwright-core";

import { baseUrl, launchBrowser } from "../support/browser";

// The production build's real HTTP answers: every kind of response carries
// the security headers, Next's own error answers included; the pages still
// work under the Content-Security-Policy (no violation in Chromium).

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function get(path: string, init: RequestInit = {}) {
  const res = await fetch(`${baseUrl()}${path}`, { redirect: "manual", ...init });
  await res.arrayBuffer();
  return res;
}

function expectSecurityHeaders(res: Response, label: string) {
  const csp = res.headers.get("content-security-policy");
  expect({ label, csp }).toEqual({ label, csp: expect.stringContaining("frame-ancestors 'none'") });
  expect(csp).toContain("script-src 'self' 'unsafe-inline'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).not.toContain("unsafe-eval");
  expect(csp).not.toContain("tiktok"); // no pixel configured for this build
  expect(res.headers.get("strict-transport-security")).toMatch(/^max-age=\d{8,}/);
  expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  expect(res.headers.get("x-frame-options")).toBe("DENY");
}

describe("security headers on every response", () => {
  it("covers static pages, account pages, API answers and Next's error answers", async () => {
    const html = await (await fetch(`${baseUrl()}/`)).text();
    const asset = /\/_next\/static\/[^"']+\.js/.exec(html)?.[0];
    expect(asset).toBeDefined();

    const cases: [string, string, RequestInit?, number?][] = [
      ["a static marketing page", "/", {}, 200],
      ["the analyser page", "/home", {}, 200],
      ["the login page", "/login", {}, 200],
      ["an account page behind the guard (redirect)", "/profile", {}, 307],
      ["a page that does not exist (Next's 404)", "/no-such-page", {}, 404],
      ["a script asset", asset!, {}, 200],
      ["the health check", "/api/health", {}, 200],
      ["an API 401", "/api/user/orders", {}, 401],
      ["a removed next-auth action", "/api/auth/_log", { method: "POST", body: "x" }, 404],
      ["next-auth's credentials callback by GET", "/api/auth/callback/credentials", {}, 404],
      ["next-auth's session", "/api/auth/session", {}, 200],
    ];
    for (const [label, path, init, status] of cases) {
      const res = await get(path, init);
      expect({ label, status: res.status }).toEqual({ label, status });
      expectSecurityHeaders(res, label);
    }
  });

  it("answers malformed addresses without a 500, with the headers", async () => {
    for (const path of [
      "/api/auth/%",
      "/%",
      "/api/auth/%E0%A4%A",
      "/_next/static/%",
      "/api/payments/status/%E0%A4%A",
      "/api/orders/%/refill",
    ]) {
      const res = await get(path);
      expect({ path, status: res.status < 500 }).toEqual({ path, status: true });
      expectSecurityHeaders(res, path);
    }
  });
});

describe("the pages under the Content-Security-Policy", () => {
  it.each(["/", "/home", "/login"])("%s loads, hydrates and breaks no rule of the policy", async (path) => {
    // Desktop width: the header shows the account link itself (on a phone it is in the menu).
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: "ar-SA" });
    const page = await context.newPage();
    await page.addInitScript(() => {
      (window as unknown as { __violations: string[] }).__violations = [];
      document.addEventListener("securitypolicyviolation", (e) =>
        (window as unknown as { __violations: string[] }).__violations.push(`${e.violatedDirective} ${e.blockedURI}`),
      );
    });
    const console: string[] = [];
    page.on("console", (m) => console.push(m.text()));
    const res = await page.goto(`${baseUrl()}${path}`, { waitUntil: "networkidle" });
    expect(res?.status()).toBe(200);
    const violations = () => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);
    expect(await violations()).toEqual([]);
    // Hydrated: the header's client leaf has asked who the visitor is and shows the sign-in link.
    await page.getByRole("banner").getByRole("link", { name: "تسجيل الدخول" }).first().waitFor({ timeout: 15_000 });
    expect(await violations()).toEqual([]);
    expect(console.filter((t) => /Content Security Policy|Content-Security-Policy/i.test(t))).toEqual([]);
    await context.close();
  });
});
