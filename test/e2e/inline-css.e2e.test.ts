import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import type { Browser } from "playwright-core";

import { baseUrl, launchBrowser, phoneContext } from "../support/browser";

// The first paint in one round trip: every prerendered page carries the
// stylesheet inline (next.config.ts experimental.inlineCss), so a phone paints
// without a second, render-blocking request. Next writes the stylesheet into
// the page more than once (the <style> and twice in the RSC payload); brotli
// sends the repeats for little (deploy/precompress.mjs). Next is pinned to an
// exact version in package.json: an upgrade that changes the number of copies
// (more weight, or the upstream fix that lets the pages lose two) fails here,
// so the figures in docs/benchmarks.md are looked at again.
const STYLESHEET_COPIES = 3;

/** A rule of app/globals.css that appears once in the stylesheet: each copy of the stylesheet contains it once. */
const MARKER = ".range-slider::-webkit-slider-runnable-track";

/**
 * The build's two stylesheets: the store's (app/globals.css, on every page) and the operator
 * console's (app/(admin)/console.css, on its pages only), told apart by the store's rule.
 */
const stylesheets = () => {
  const dir = path.join(".next", "static", "chunks");
  const css = readdirSync(dir).filter((f) => f.endsWith(".css"));
  expect(css).toHaveLength(2);
  const [store, consoleSheet] = [...css].sort(
    (a, b) =>
      count(readFileSync(path.join(dir, b), "utf8"), MARKER) - count(readFileSync(path.join(dir, a), "utf8"), MARKER),
  );
  return { store: `/_next/static/chunks/${store}`, console: `/_next/static/chunks/${consoleSheet}` };
};
const stylesheetFile = () => stylesheets().store;
const count = (text: string, needle: string) => text.split(needle).length - 1;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe("the stylesheet arrives with the page", () => {
  it("is written into the HTML of the landing pages, with no render-blocking <link>, in the expected number of copies", async () => {
    const { store: file, console: consoleFile } = stylesheets();
    expect(count(readFileSync(path.join(".next", file.replace("/_next/", "")), "utf8"), MARKER)).toBe(1);
    expect(count(readFileSync(path.join(".next", consoleFile.replace("/_next/", "")), "utf8"), MARKER)).toBe(0);
    for (const page of ["/", "/home", "/tiktok-views", "/pricing"]) {
      const html = await (await fetch(`${baseUrl()}${page}`)).text();
      expect({ page, links: html.match(/<link[^>]+rel="stylesheet"/g) ?? [] }).toEqual({ page, links: [] });
      const head = html.slice(0, html.indexOf("</head>"));
      expect({ page, inHead: count(head, MARKER) }).toEqual({ page, inHead: 1 });
      expect({ page, copies: count(html, MARKER) }).toEqual({ page, copies: STYLESHEET_COPIES });
      // Not the console's: the landing pages carry only what the store's pages use.
      expect({ page, console: count(html, consoleFile) }).toEqual({ page, console: 0 });
    }
  });

  it("is styled before any script runs, and client navigations load the stylesheet file at most once", async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    const cssRequests: string[] = [];
    const navigationPayloads: string[] = [];
    page.on("request", (r) => {
      if (r.url().endsWith(".css")) cssRequests.push(r.url());
    });
    page.on("response", (r) => {
      if (r.request().headers()["rsc"] === "1" && r.request().resourceType() === "fetch")
        navigationPayloads.push(r.url());
    });
    // Without JavaScript: the page is already laid out by its inline stylesheet.
    const noScript = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });
    const bare = await noScript.newPage();
    await bare.goto(`${baseUrl()}/`);
    expect(await bare.locator("h1").evaluate((h) => getComputedStyle(h).fontWeight)).toBe("800");
    await noScript.close();

    await page.goto(`${baseUrl()}/`);
    await page.waitForLoadState("networkidle");
    for (const target of ["/pricing", "/terms"]) {
      await page.getByRole("contentinfo").locator(`a[href="${target}"]`).click();
      await page.waitForURL(`${baseUrl()}${target}`);
      await page.waitForLoadState("networkidle");
      expect(await page.locator("h1").evaluate((h) => getComputedStyle(h).fontWeight)).toBe("800");
    }
    expect(navigationPayloads.length).toBeGreaterThan(0);
    expect(cssRequests.filter((u) => u.endsWith(stylesheetFile())).length).toBeLessThanOrEqual(1);
    await context.close();
  });
});
