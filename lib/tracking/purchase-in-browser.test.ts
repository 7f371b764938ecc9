/** @jest-environment jsdom */
import { addTrackingSink, resetTrackingForTests } from "./client";
import type { TrackingEvent } from "./events";
import { trackPurchaseInBrowser } from "./purchase-in-browser";

beforeEach(() => resetTrackingForTests());

describe("trackPurchaseInBrowser (the payment success page)", () => {
  it("sends the pixel a CompletePayment with the server's event id, in dirhams", () => {
    const events: TrackingEvent[] = [];
    addTrackingSink((e) => events.push(e));
    const eventId = `ev_${"ab12".repeat(16)}`;
    trackPurchaseInBrowser({
      eventId,
      value: 3.5,
      quantity: 5000,
      serviceType: "views",
      email: "sara.k@mail.ae",
      username: "Sara_99",
    });
    expect(events).toEqual([
      {
        eventType: "CompletePayment",
        eventProps: expect.objectContaining({
          event_id: eventId,
          value: 3.5,
          currency: "AED",
          quantity: 5000,
          content_type: "product",
          content_id: "views",
          content_name: "مشاهدات تيك توك",
        }),
        customerInfo: expect.objectContaining({ email: "sara.k@mail.ae", external_id: "Sara_99" }),
        // The server queued the same event when it verified the payment: the relay must not send another.
        pixelOnly: true,
      },
    ]);
  });
});
