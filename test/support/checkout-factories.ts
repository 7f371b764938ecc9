import type { PaymentStatusResponse } from "@/lib/payments/contract";
import type { OrderStatusResponse } from "@/lib/orders/contract";

export const VIDEO = "https://www.tiktok.com/@sara/video/7300000000000000001";

export function paymentStatus(over: Partial<PaymentStatusResponse> = {}): PaymentStatusResponse {
  return {
    id: "pay_0123456789abcdef0123456789abcdef",
    status: "PENDING",
    paid: false,
    amount: 3.5,
    currency: "AED",
    description: `طلب 5,000 مشاهدة - ${VIDEO}`,
    customerEmail: "sara@example.com",
    tiktokUrl: VIDEO,
    serviceType: "views",
    quantity: 5000,
    provider: "simulated",
    orderId: null,
    ...over,
  };
}

export function orderStatus(over: Partial<OrderStatusResponse> = {}): OrderStatusResponse {
  return {
    id: "ord-1",
    orderId: "ord-1",
    externalOrderId: null,
    paymentId: "pay_0123456789abcdef0123456789abcdef",
    link: VIDEO,
    quantity: 5000,
    serviceType: "views",
    status: "PENDING",
    createdAt: "2026-11-21T10:00:00.000Z",
    updatedAt: "2026-11-21T10:00:00.000Z",
    payment: { amount: 3.5 },
    delivery: null,
    ...over,
  };
}
