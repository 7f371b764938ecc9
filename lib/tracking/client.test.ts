/** @jest-environment jsdom */
import { addTrackingSink, resetTrackingForTests, trackEvent } from "./client";

beforeEach(() => resetTrackingForTests());

describe("trackEvent", () => {
  it("fills event_time, an ev_ event id, the url and the user agent", () => {
    const seen: unknown[] = [];
    const remove = addTrackingSink((e) => seen.push(e));
    trackEvent("ViewContent", { content_name: "صفحة: الرئيسية", content_type: "page_view" });
    remove();
    expect(seen).toEqual([
      {
        eventType: "ViewContent",
        eventProps: expect.objectContaining({
          content_name: "صفحة: الرئيسية",
          content_type: "page_view",
          event_id: expect.stringMatching(/^ev_[0-9a-f]{32}$/),
          event_time: expect.any(Number),
          url: "http://localhost/",
        }),
        customerInfo: expect.objectContaining({ user_agent: expect.any(String) }),
      },
    ]);
  });

  it("keeps values the caller gave and survives a failing sink", () => {
    const seen: { eventProps: { event_id?: string } }[] = [];
    const removeBad = addTrackingSink(() => {
      throw new Error("boom");
    });
    const removeGood = addTrackingSink((e) => seen.push(e));
    jest.spyOn(console, "error").mockImplementation(() => {});
    expect(() => trackEvent("CompletePayment", { event_id: "ev_fixed" })).not.toThrow();
    removeBad();
    removeGood();
    expect(seen[0]?.eventProps.event_id).toBe("ev_fixed");
  });

  it("keeps events sent before tracking has loaded (bounded) and hands them to the first sink", () => {
    for (let i = 0; i < 60; i++) trackEvent("ViewContent", { content_name: `صفحة ${i}` });
    const seen: string[] = [];
    addTrackingSink((e) => seen.push(String(e.eventProps.content_name)));
    expect(seen).toHaveLength(50);
    expect(seen[0]).toBe("صفحة 0");
    trackEvent("ViewContent", { content_name: "بعد" });
    expect(seen).toHaveLength(51);
  });
});
