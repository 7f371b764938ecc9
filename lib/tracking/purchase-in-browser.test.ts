/** @jest-environment jsdom */
import { addTrackingSink, resetTrackingForTests } from "./client";
import type { TrackingEvent } from "./events";
import { trackPurchaseInBrowser } from "./purchase-in-browser";
import { derivedEventId } from "./server-event-ids";

beforeEach(() => resetTrackingForTests());

describe("trackPurchaseInBrowser (the payment success page)", () => {
  it("sends the pixel a CompletePayment with the server's event id, in dirhams, and never the payment id", async () => {
    const events: TrackingEvent[] = [];
    addTrackingSink((e) => events.push(e));
    const paymentId = "pay_3f9c2a7d8e1b4c6a9f0e2d4b6a8c0e1f";
    await trackPurchaseInBrowser({
      paymentId,
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
          event_id: derivedEventId("purchase", paymentId),
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
    expect(JSON.stringify(events)).not.toContain(paymentId.slice(4));
  });

  it("sends nothing where Web Crypto is missing (plain http), rather than an id the server's cannot match", async () => {
    const events: TrackingEvent[] = [];
    addTrackingSink((e) => events.push(e));
    const subtle = crypto.subtle;
    Object.defineProperty(crypto, "subtle", { value: undefined, configurable: true });
    try {
      await trackPurchaseInBrowser({ paymentId: "pay_1", value: 15, quantity: 25_000, serviceType: "explorer" });
    } finally {
      Object.defineProperty(crypto, "subtle", { value: subtle, configurable: true });
    }
    expect(events).toEqual([]);
  });
});
