/** @jest-environment jsdom */
import { completeEvent } from "./client";
import { installPixel } from "./pixel";

type Ttq = unknown[] & Record<string, unknown> & { track: (...a: unknown[]) => void };
const ttq = () => (window as unknown as { ttq: Ttq }).ttq;
const PIXEL = "C8C3JPS5R0L0CKHEJ8K0";

beforeEach(() => {
  delete (window as { ttq?: unknown }).ttq;
  document.head.innerHTML = "";
});

describe("the TikTok pixel", () => {
  it("loads events.js for the pixel code, async, with TikTok's call queue, and counts the page", () => {
    installPixel(PIXEL);
    const scripts = document.head.querySelectorAll("script");
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.src).toBe(`https://analytics.tiktok.com/i18n/pixel/events.js?sdkid=${PIXEL}&lib=ttq`);
    expect(scripts[0]!.async).toBe(true);
    expect((window as { TiktokAnalyticsObject?: string }).TiktokAnalyticsObject).toBe("ttq");
    // What events.js replays when it arrives.
    expect([...ttq()]).toEqual([["page"]]);
    const instances = ttq()._i as Record<string, { _u: string }>;
    expect(Object.keys(instances)).toEqual([PIXEL]);
    expect(instances[PIXEL]!._u).toBe("https://analytics.tiktok.com/i18n/pixel/events.js");
  });

  it("tracks each event with its event_id as the third argument, identifying the customer first", () => {
    const sink = installPixel(PIXEL);
    ttq().length = 0;
    sink(
      completeEvent(
        "CompletePayment",
        { event_id: "ev_abc12345", value: 15, currency: "AED", content_id: "explorer", quantity: 25_000 },
        { email: " Sara.K@Mail.AE ", external_id: "Sara_99" },
      ),
    );
    expect([...ttq()]).toEqual([
      ["identify", { email: "sara.k@mail.ae", external_id: "sara_99" }],
      [
        "track",
        "CompletePayment",
        { value: 15, currency: "AED", content_id: "explorer", quantity: 25_000 },
        { event_id: "ev_abc12345" },
      ],
    ]);
  });

  it("calls whatever window.ttq is by then (events.js replaces the queue's methods)", () => {
    const sink = installPixel(PIXEL);
    const seen: unknown[][] = [];
    ttq().track = (...args: unknown[]) => seen.push(args);
    sink(
      completeEvent("ViewContent", {
        event_id: "ev_page1234",
        content_name: "صفحة: الأسعار",
        content_type: "page_view",
      }),
    );
    expect(seen).toEqual([
      ["ViewContent", { content_name: "صفحة: الأسعار", content_type: "page_view" }, { event_id: "ev_page1234" }],
    ]);
  });
});
