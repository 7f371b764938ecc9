import type { Browser, Page, Request } from "playwright-core";

import { baseUrl, launchBrowser, phoneContext } from "../support/browser";
import { E2E_PIXEL_ID, startPixelStore, type PixelStore } from "./pixel-store";

/**
 * Stands in for TikTok's events.js (the network is closed here): like the
 * real one it replays the base code's queue and takes over its methods, and
 * it records every call, when it ran, and when the page had finished loading.
 */
const FAKE_EVENTS_JS = `(function () {
  var ttq = window.ttq, calls = [];
  var nav = performance.getEntriesByType("navigation")[0];
  window.__pixel = { calls: calls, ranAt: performance.now(), loadEventEnd: nav ? nav.loadEventEnd : -1,
                     loaded: Object.keys(ttq._i || {}) };
  for (var i = 0; i < ttq.length; i++) calls.push(ttq[i]);
  ttq.length = 0;
  ["page", "track", "identify"].forEach(function (m) {
    ttq[m] = function () { calls.push([m].concat(Array.prototype.slice.call(arguments))); };
  });
})();`;

interface PixelRecord {
  calls: unknown[][];
  ranAt: number;
  loadEventEnd: number;
  loaded: string[];
}

type RelayBody = { eventType: string; eventProps: { event_id: string; content_name?: string; content_type?: string } };

const relayed = (requests: Request[]) =>
  requests.filter((r) => r.url().endsWith("/api/tiktok/event")).map((r) => r.postDataJSON() as RelayBody);

/** The value once it is non-empty (or the last one after `timeoutMs`). */
async function eventually<T extends unknown[]>(read: () => T, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = read();
  while (value.length === 0 && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 100));
    value = read();
  }
  return value;
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function openPhone(): Promise<{ page: Page; requests: Request[] }> {
  const context = await phoneContext(browser);
  const requests: Request[] = [];
  context.on("request", (r) => requests.push(r));
  return { page: await context.newPage(), requests };
}

describe("ad tracking in a build without a pixel id", () => {
  it("never contacts TikTok from the browser, and relays the page view after the page has loaded", async () => {
    const { page, requests } = await openPhone();
    const relay = page.waitForRequest((r) => r.url().endsWith("/api/tiktok/event"));
    await page.goto(`${baseUrl()}/home`);
    await relay;
    const second = page.waitForRequest((r) => r.url().endsWith("/api/tiktok/event"));
    await page.locator('footer a[href="/pricing"]').click();
    await page.waitForURL(`${baseUrl()}/pricing`);
    await second;
    // Time enough for anything else that would load after idle.
    await page.waitForTimeout(1500);

    expect(relayed(requests).map((b) => [b.eventType, b.eventProps.content_name, b.eventProps.content_type])).toEqual([
      ["ViewContent", "صفحة: الرئيسية", "page_view"],
      ["ViewContent", "صفحة: الأسعار", "page_view"],
    ]);
    expect(requests.filter((r) => /tiktok\.com|tiktokw\.us/.test(new URL(r.url()).hostname))).toEqual([]);
    expect(await page.evaluate(() => "ttq" in window)).toBe(false);
    const timing = await page.evaluate(() => ({
      relayStart: performance.getEntriesByName(`${location.origin}/api/tiktok/event`)[0]?.startTime ?? -1,
      loadEventEnd: (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).loadEventEnd,
    }));
    expect(timing.loadEventEnd).toBeGreaterThan(0);
    expect(timing.relayStart).toBeGreaterThanOrEqual(timing.loadEventEnd);
  });
});

describe("ad tracking in a build with a pixel id", () => {
  let store: PixelStore;
  beforeAll(async () => {
    store = await startPixelStore();
  }, 15 * 60_000);
  afterAll(() => store?.stop());

  it("loads the pixel once the page is interactive, and the pixel and the server get the page view with one event id", async () => {
    const { page, requests } = await openPhone();
    await page.route("https://analytics.tiktok.com/**", (route) =>
      route.fulfill({ status: 200, contentType: "application/javascript", body: FAKE_EVENTS_JS }),
    );
    const response = await page.goto(`${store.baseUrl}/home`);
    // Not in the HTML, and not in any script the page loads first.
    const html = (await response!.text()) ?? "";
    expect(html).not.toContain("analytics.tiktok.com");
    expect(html).not.toContain(E2E_PIXEL_ID);

    await page.waitForFunction(() =>
      (window as { __pixel?: { calls: unknown[][] } }).__pixel?.calls.some((c) => c[0] === "track"),
    );
    const pixel = (await page.evaluate(() => (window as unknown as { __pixel: unknown }).__pixel)) as PixelRecord;
    expect(pixel.loaded).toEqual([E2E_PIXEL_ID]);
    expect(pixel.loadEventEnd).toBeGreaterThan(0);
    expect(pixel.ranAt).toBeGreaterThan(pixel.loadEventEnd);
    const scriptRequest = requests.find((r) => r.url().startsWith("https://analytics.tiktok.com/"));
    expect(scriptRequest?.url()).toBe(
      `https://analytics.tiktok.com/i18n/pixel/events.js?sdkid=${E2E_PIXEL_ID}&lib=ttq`,
    );

    const [pageCall, trackCall] = pixel.calls;
    expect(pageCall).toEqual(["page"]);
    expect(trackCall).toEqual([
      "track",
      "ViewContent",
      { content_name: "صفحة: الرئيسية", content_type: "page_view" },
      { event_id: expect.stringMatching(/^ev_[0-9a-f]{32}$/) },
    ]);
    const eventId = (trackCall![3] as { event_id: string }).event_id;

    // The relay got the same event with the same id, and the server's worker sent it on.
    expect(await eventually(() => relayed(requests).map((b) => b.eventProps.event_id))).toEqual([eventId]);
    expect(
      await eventually(() => store.eventsApiRequests.flatMap((r) => r.data).map((e) => [e.event, e.event_id])),
    ).toEqual([["ViewContent", eventId]]);
    expect(store.eventsApiRequests[0]).toMatchObject({ event_source: "web", event_source_id: E2E_PIXEL_ID });

    // A client-side route change is one more page view, to both.
    await page.locator('footer a[href="/pricing"]').click();
    await page.waitForURL(`${store.baseUrl}/pricing`);
    await page.waitForFunction(
      () => (window as unknown as { __pixel: PixelRecord }).__pixel.calls.filter((c) => c[0] === "track").length === 2,
    );
    const views = (await page.evaluate(() => (window as unknown as { __pixel: PixelRecord }).__pixel.calls)).filter(
      (c) => c[0] === "track",
    );
    expect(views[1]).toEqual([
      "track",
      "ViewContent",
      { content_name: "صفحة: الأسعار", content_type: "page_view" },
      { event_id: expect.stringMatching(/^ev_/) },
    ]);
  });
});
