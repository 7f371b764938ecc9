/** @jest-environment jsdom */
import { act, render, screen } from "@testing-library/react";

import type { OrderDeliveryView } from "@/lib/fulfilment/contract";
import { orderStatus, paymentStatus } from "@/test/support/checkout-factories";
import { installFakeApi } from "@/test/support/fake-api";

import { OrderComplete } from "./order-complete";

// The order page while an item waits (docs/fulfilment.md#what-the-customer-sees):
// the server's notice replaces the start promise.

const PAY = paymentStatus().id;
const pending = (notice: OrderDeliveryView["notice"]): OrderDeliveryView => ({
  orderId: "ord-1",
  status: "PENDING",
  items: [
    {
      kind: "VIEWS",
      quantity: 5000,
      status: "PENDING",
      delivered: 0,
      remains: 5000,
      startCount: null,
      submitted: false,
      waiting: notice?.kind ?? null,
    },
  ],
  delivered: 0,
  quantity: 5000,
  refundedFils: 0,
  refunds: [],
  refill: { offered: true, state: "not-completed", nextRequestAt: null, windowEndsAt: null, history: [] },
  notice,
});

// The order's view is its own chunk (order-details.tsx): loaded once up front, so the first
// test does not wait on compiling it.
beforeAll(() => import("./order-details"));

beforeEach(() => {
  localStorage.clear();
  jest.useFakeTimers({ doNotFake: ["queueMicrotask"] });
});
afterEach(() => jest.useRealTimers());

async function showPage(delivery: OrderDeliveryView) {
  installFakeApi({
    "GET /api/tiktok-views/status/:id": () => ({ body: orderStatus({ status: "PENDING", delivery }) }),
  });
  render(<OrderComplete orderId="ord-1" paymentId={PAY} />);
  await act(async () => {});
  await act(async () => {});
}

describe("the order page of a waiting order", () => {
  it.each([
    ["checking", "طلبك قيد التحقق: نتأكد الآن من تسجيله لدى مزوّد الخدمة. سنوافيك بالنتيجة قبل 2:30 م."],
    ["earlier-order", "يوجد طلب سابق لنفس الفيديو ما زال قيد التنفيذ. يبدأ طلبك تلقائياً فور اكتماله."],
  ] as const)("says why it waits (%s) instead of promising a start within 30 minutes", async (kind, message) => {
    await showPage(pending({ kind, until: null, message }));
    expect(screen.getByTestId("delivery-notice")).toHaveTextContent(message);
    expect(screen.queryByText(/يبدأ التنفيذ خلال 30 دقيقة/)).not.toBeInTheDocument();
  });

  it("keeps the start promise when nothing holds the order back", async () => {
    await showPage(pending(null));
    expect(screen.getByText(/يبدأ التنفيذ خلال 30 دقيقة من الدفع/)).toBeInTheDocument();
    expect(screen.queryByTestId("delivery-notice")).not.toBeInTheDocument();
  });
});
