import { adContent } from "@/lib/pricing";

import { trackEvent } from "./client";
import type { TrackedProduct } from "./products";

export interface BrowserPurchase {
  /**
   * The server's event id of this purchase, as the payment status call hands
   * it to the paying browser (nobody else can compute it).
   */
  eventId: string;
  /** What was paid, in AED major units (e.g. 3.5), as the payment status call returns it. */
  value: number;
  quantity: number;
  serviceType: TrackedProduct;
  /** The customer's e-mail from the payment form (the pixel hashes it). */
  email?: string;
  /** The signed-in customer's username (the external id registration used). */
  username?: string;
}

/**
 * The browser pixel's CompletePayment for a verified payment: call it once
 * on the payment success page when the server says the payment is paid.
 * It carries the event id the server's own CompletePayment has
 * (lib/tracking/server.ts trackPurchase), so TikTok counts the purchase
 * once. The relay does not repeat it: the server already sends it. Never
 * throws; without a pixel in the build it does nothing visible.
 */
export function trackPurchaseInBrowser(purchase: BrowserPurchase): void {
  try {
    const product = adContent(purchase.serviceType);
    trackEvent(
      "CompletePayment",
      {
        event_id: purchase.eventId,
        value: purchase.value,
        currency: "AED",
        quantity: purchase.quantity,
        content_type: "product",
        content_id: product.id,
        content_name: product.name,
        contents: [
          {
            content_id: product.id,
            content_name: product.name,
            content_type: "product",
            quantity: purchase.quantity,
          },
        ],
      },
      { email: purchase.email, external_id: purchase.username },
      { pixelOnly: true },
    );
  } catch (error) {
    // eslint-disable-next-line no-console -- runs in the browser, where lib/log (server-only) is not
    console.error("[tracking] purchase event dropped", error);
  }
}
