/** @jest-environment jsdom */
import { rememberTtclid } from "./click-ids";
import { completeEvent } from "./client";
import { relaySink } from "./relay-sink";

let fetchMock: jest.Mock;
beforeEach(() => {
  fetchMock = jest.fn(async () => ({ text: async () => "{}" }));
  global.fetch = fetchMock as unknown as typeof fetch;
  sessionStorage.clear();
  document.cookie = "_ttp=; expires=Thu, 01 Jan 1970 00:00:00 GMT";
  window.history.replaceState(null, "", "/");
});

const sentBody = () =>
  JSON.parse((fetchMock.mock.calls[0] as [string, RequestInit])[1].body as string) as Record<string, never>;

describe("the relay sink", () => {
  it("posts the event as JSON to /api/tiktok/event with keepalive, so it survives leaving the page", () => {
    const event = completeEvent("ViewContent", { content_name: "صفحة: الرئيسية", content_type: "page_view" });
    relaySink(event);
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/tiktok/event",
      expect.objectContaining({ method: "POST", keepalive: true, headers: { "content-type": "application/json" } }),
    );
    expect(sentBody()).toEqual({
      eventType: "ViewContent",
      eventProps: event.eventProps,
      customerInfo: { user_agent: navigator.userAgent },
    });
  });

  it("adds the pixel's _ttp cookie and the landing ttclid, kept for the session", () => {
    window.history.replaceState(null, "", "/?ttclid=E.C.P.CrsBx2yz&utm_source=tiktok");
    rememberTtclid();
    window.history.replaceState(null, "", "/pricing");
    document.cookie = "_ttp=01JAB2C3D4E5F6G7H8J9K0_.tt.1";
    relaySink(completeEvent("ViewContent"));
    expect(sentBody().customerInfo).toEqual(
      expect.objectContaining({ ttp: "01JAB2C3D4E5F6G7H8J9K0_.tt.1", ttclid: "E.C.P.CrsBx2yz" }),
    );
  });

  it("leaves events the server sends itself to the pixel", () => {
    const event = { ...completeEvent("CompletePayment", { event_id: "ev_x1234567" }), pixelOnly: true as const };
    relaySink(event);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("never throws or leaves a rejection when the network fails", async () => {
    const unhandled = jest.fn();
    process.on("unhandledRejection", unhandled);
    fetchMock.mockImplementationOnce(async () => {
      throw new TypeError("Failed to fetch");
    });
    expect(() => relaySink(completeEvent("ViewContent"))).not.toThrow();
    fetchMock.mockImplementationOnce(() => {
      throw new TypeError("keepalive body too large");
    });
    expect(() => relaySink(completeEvent("ViewContent"))).not.toThrow();
    await new Promise((r) => setTimeout(r, 10));
    process.off("unhandledRejection", unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });
});
