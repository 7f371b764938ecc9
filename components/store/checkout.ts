"use client";

import { createPayment, PaymentCreationError } from "@/components/checkout/create-payment";
import { storePaymentId, storedReceiptEmail } from "@/components/checkout/device-storage";
import { CHECKOUT_MESSAGES } from "@/components/checkout/messages";
import { BLOCKED_MESSAGE } from "@/lib/blocks/contract";
import { navigateTo } from "@/components/checkout/navigate";
import { toast } from "@/components/ui/toast";
import { trackEvent } from "@/lib/tracking/contract";
import { adContent, CURRENCY, filsToAed, priceFor, type PriceList, type ServiceType } from "@/lib/pricing";

import { rememberCheckoutLink, storeOrderInfo } from "@/components/checkout/device-storage";

export interface CheckoutRequest {
  serviceType: ServiceType;
  quantity: number;
  tiktokUrl: string;
  /** The price list the form showed (./use-price-list.ts): the ad event's value. The server charges from its own. */
  prices?: PriceList;
  /** A discount code (./discount-code.tsx): the server judges it again when it creates the payment. */
  discountCode?: string | null;
  /** What the form showed with the code (AED): the ad event's value. */
  discountedAmount?: number;
  /** The guest ticked the one-reminder box (docs/checkout-reminders.md); sent only with an address. */
  reminderConsent?: boolean;
}

/**
 * The buy button: records the order on the device (docs/product-rules.md#device-storage),
 * reports InitiateCheckout, creates the payment and sends the browser to the
 * provider. "redirected" when the browser is on its way to the provider;
 * "email" when the server refused the receipt address (the form marks the
 * field); "blocked" when the store refuses this buyer, link or video (the
 * form says so beside the button, with the contact page); `{ code }` when it refused the discount code (its reason, for the
 * code's field); "failed" when creating the payment failed otherwise (the customer
 * was told in a destructive toast).
 */
export async function startCheckout(
  order: CheckoutRequest,
): Promise<"redirected" | "email" | "blocked" | { code: string } | "failed"> {
  const quote = priceFor({ service: order.serviceType, quantity: order.quantity }, order.prices);
  const amount = order.discountedAmount ?? filsToAed(quote.amountFils);
  const product = adContent(order.serviceType);
  storeOrderInfo({ tiktokUrl: order.tiktokUrl, quantity: quote.quantity, serviceType: order.serviceType, amount });
  rememberCheckoutLink(order.tiktokUrl);
  trackEvent("InitiateCheckout", {
    value: amount,
    currency: CURRENCY,
    quantity: quote.quantity,
    content_type: "product",
    content_id: product.id,
    content_name: product.name,
  });
  try {
    // The service and quantity go as data; the server composes the payment's description from them.
    // A guest's receipt address goes only when given (absent, the server uses the account's, if any).
    const customerEmail = storedReceiptEmail().trim();
    const payment = await createPayment({
      ...(customerEmail ? { customerEmail } : {}),
      amount,
      tiktokUrl: order.tiktokUrl,
      serviceType: order.serviceType,
      serviceQuantity: quote.quantity,
      ...(order.discountCode ? { discountCode: order.discountCode } : {}),
      ...(customerEmail && order.reminderConsent ? { reminderConsent: true } : {}),
    });
    storePaymentId(payment.id);
    navigateTo(payment.redirectUrl);
    return "redirected";
  } catch (error) {
    const message = error instanceof PaymentCreationError ? error.message : CHECKOUT_MESSAGES.createFailed;
    if (message === CHECKOUT_MESSAGES.emailInvalid) return "email";
    // The store will not take this order (docs/operations.md#blocks): told beside the button with a way to write to us.
    if (message === BLOCKED_MESSAGE) return "blocked";
    // A refused code is told on its field, not in a toast.
    if (error instanceof PaymentCreationError && error.field === "discountCode") return { code: message };
    toast.error(CHECKOUT_MESSAGES.toastTitle, { description: message });
    return "failed";
  }
}
