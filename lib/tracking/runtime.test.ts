/** @jest-environment jsdom */
import type * as Client from "./client";
import type * as Runtime from "./runtime";

/** A fresh copy of the tracking modules, as a build with (or without) a pixel id has them. */
async function load(pixelId: string) {
  process.env.STORE_BUILD_TIKTOK_PIXEL_ID = pixelId;
  let modules!: { client: typeof Client; runtime: typeof Runtime };
  await jest.isolateModulesAsync(async () => {
    modules = { client: await import("./client"), runtime: await import("./runtime") };
  });
  return modules;
}

let fetchMock: jest.Mock;
beforeEach(() => {
  fetchMock = jest.fn(async () => ({ text: async () => "{}" }));
  global.fetch = fetchMock as unknown as typeof fetch;
  delete (window as { ttq?: unknown }).ttq;
  document.head.innerHTML = "";
});
afterAll(() => delete process.env.STORE_BUILD_TIKTOK_PIXEL_ID);

const relayed = () =>
  fetchMock.mock.calls.map(
    (c) => (JSON.parse((c as [string, RequestInit])[1].body as string) as { eventType: string }).eventType,
  );

describe("startTracking", () => {
  it("without a pixel id: relays the events that waited for it, loads no pixel", async () => {
    const { client, runtime } = await load("");
    client.trackEvent("ViewContent", { content_name: "صفحة: الرئيسية", content_type: "page_view" });
    expect(fetchMock).not.toHaveBeenCalled();
    await runtime.startTracking();
    expect(relayed()).toEqual(["ViewContent"]);
    client.trackEvent("InitiateCheckout", { value: 3.5 });
    expect(relayed()).toEqual(["ViewContent", "InitiateCheckout"]);
    expect(document.querySelector("script")).toBeNull();
    expect((window as { ttq?: unknown }).ttq).toBeUndefined();
  });

  it("with a pixel id: loads the pixel and gives it and the relay the same events with the same ids", async () => {
    const { client, runtime } = await load("C8C3JPS5R0L0CKHEJ8K0");
    client.trackEvent("ViewContent", { content_name: "صفحة: الأسعار", content_type: "page_view" });
    await runtime.startTracking();
    await runtime.startTracking(); // a second mount changes nothing
    expect(document.querySelectorAll("script")).toHaveLength(1);
    const queue = [...(window as unknown as { ttq: unknown[][] }).ttq];
    const relayedId = (
      JSON.parse((fetchMock.mock.calls[0] as [string, RequestInit])[1].body as string) as {
        eventProps: { event_id: string };
      }
    ).eventProps.event_id;
    expect(queue).toEqual([
      ["page"],
      ["track", "ViewContent", { content_name: "صفحة: الأسعار", content_type: "page_view" }, { event_id: relayedId }],
    ]);
    expect(relayedId).toMatch(/^ev_[0-9a-f]{32}$/);
  });
});
