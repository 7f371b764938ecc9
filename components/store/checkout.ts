"use client";

import { toast } from "@/components/ui/toast";

import { trackEvent } from "@/lib/tracking/client";
import { productName } from "@/lib/tracking/products";
import { CURRENCY, filsToAed, priceFor, type ServiceType } from "@/lib/pricing";

import { storeOrderInfo } from "./order-storage";

export interface CheckoutRequest {
  serviceType: ServiceType;
  quantity: number;
  tiktokUrl: string;
}

/**
 * Hands an order over to the payment flow.
 *
 * PLACEHOLDER until the payments issue: it records the order in the spec's
 * storage keys and reports InitiateCheckout, then tells the visitor that card
 * payment is not open yet. The payments work replaces the last step with
 * POST /api/ziina/create and the redirect to the provider.
 */
export async function startCheckout(order: CheckoutRequest): Promise<void> {
  const quote = priceFor({ service: order.serviceType, quantity: order.quantity });
  storeOrderInfo({
    tiktokUrl: order.tiktokUrl,
    quantity: quote.quantity,
    serviceType: order.serviceType,
    amount: filsToAed(quote.amountFils),
  });
  trackEvent("InitiateCheckout", {
    value: filsToAed(quote.amountFils),
    currency: CURRENCY,
    quantity: quote.quantity,
    content_type: "product",
    content_id: order.serviceType,
    content_name: productName(order.serviceType),
  });
  toast.info("الدفع بالبطاقة سيُفتح قريباً", {
    description: "حفظنا طلبك ورابط الفيديو على هذا الجهاز، وستجده جاهزاً عند فتح الدفع.",
  });
}
