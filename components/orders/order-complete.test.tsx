/** @jest-environment jsdom */
import { act, render, screen, within } from "@testing-library/react";

import { resetCurrentUserForTests } from "@/components/auth/use-current-user";
import { deviceOrders } from "@/components/checkout/device-storage";
import type { OrderDeliveryView } from "@/lib/fulfilment/contract";
import { orderStatus, paymentStatus } from "@/test/support/checkout-factories";
import { installFakeApi } from "@/test/support/fake-api";
import { user } from "@/test/support/user";

import { OrderComplete, OrderCompleteFromQuery } from "./order-complete";

const PAY = paymentStatus().id;
const refill: OrderDeliveryView["refill"] = {
  offered: true,
  state: "not-completed",
  nextRequestAt: null,
  windowEndsAt: null,
  history: [],
};
const delivery = (over: Partial<OrderDeliveryView> = {}): OrderDeliveryView => ({
  orderId: "ord-1",
  status: "PROCESSING",
  items: [
    {
      kind: "VIEWS",
      quantity: 5000,
      status: "IN_PROGRESS",
      delivered: 1200,
      remains: 3800,
      startCount: 10,
      submitted: true,
    },
  ],
  delivered: 1200,
  quantity: 5000,
  refundedFils: 0,
  refunds: [],
  refill,
  ...over,
});

// The order's view is its own chunk (order-details.tsx): loaded once up front, so the first
// test does not wait on compiling it.
beforeAll(() => import("./order-details"));

beforeEach(() => {
  localStorage.clear();
  jest.useFakeTimers({ doNotFake: ["queueMicrotask"] });
});
afterEach(() => jest.useRealTimers());

async function settle(ms = 0) {
  await act(async () => {
    jest.advanceTimersByTime(ms);
  });
  await act(async () => {});
}

describe("the order page", () => {
  it("shows the state, amount, delivery so far and the promise, polls every 3 s until final, and keeps the page on the device", async () => {
    const answers = [
      orderStatus({ status: "PROCESSING", delivery: delivery() }),
      orderStatus({
        status: "COMPLETED",
        delivery: delivery({
          status: "COMPLETED",
          items: [
            {
              kind: "VIEWS",
              quantity: 5000,
              status: "COMPLETED",
              delivered: 5000,
              remains: 0,
              startCount: 10,
              submitted: true,
            },
          ],
        }),
      }),
    ];
    const api = installFakeApi({ "GET /api/tiktok-views/status/:id": () => ({ body: answers.shift() }) });
    render(<OrderComplete orderId="ord-1" paymentId={PAY} />);
    await settle();
    expect(screen.getByText("قيد المعالجة")).toBeInTheDocument();
    expect(screen.getByText("3.50 درهم")).toBeInTheDocument();
    expect(screen.getByText("5,000")).toBeInTheDocument();
    expect(screen.getByText("تم تسليم 1,200 من 5,000")).toBeInTheDocument();
    expect(screen.getByText("المتبقي: 3,800")).toBeInTheDocument();
    expect(screen.getByText(/يبدأ التنفيذ خلال 30 دقيقة من الدفع ويكتمل خلال 24 ساعة/)).toBeInTheDocument();
    expect(api.calls[0]!.url.searchParams.get("paymentId")).toBe(PAY);
    expect(deviceOrders()[0]).toMatchObject({ orderId: "ord-1", href: `/order-complete?id=ord-1&payment_id=${PAY}` });

    await settle(3_000);
    expect(screen.getByText("مكتمل")).toBeInTheDocument();
    expect(screen.getByText("اكتمل التسليم")).toBeInTheDocument();
    await settle(9_000);
    expect(api.callsTo("/api/tiktok-views/status/ord-1")).toHaveLength(2); // final: no more polling
  });

  /** The page of a PARTIAL paid order with one 2.10 AED refund in `status`; its refund notice. */
  async function partialOrderNotice(refundStatus: string): Promise<HTMLElement> {
    installFakeApi({
      "GET /api/tiktok-views/status/:id": () => ({
        body: orderStatus({
          status: "PARTIAL",
          delivery: delivery({
            status: "PARTIAL",
            refundedFils: 210,
            refunds: [
              { amountFils: 210, reason: "undelivered", status: refundStatus, createdAt: "2026-11-22T10:00:00.000Z" },
            ],
          }),
        }),
      }),
    });
    render(<OrderComplete orderId="ord-1" paymentId={PAY} />);
    await settle();
    expect(screen.getByText("مكتمل جزئياً")).toBeInTheDocument();
    return screen.getByText("تم تسليم جزء من الطلب").closest("[role=alert]") as HTMLElement;
  }

  it("says what was returned for a partial order", async () => {
    const notice = await partialOrderNotice("COMPLETED");
    expect(within(notice).getByText("2.10 درهم")).toBeInTheDocument();
    expect(notice).toHaveTextContent("أعدنا إلى بطاقتك 2.10 درهم عن الجزء الذي لم يُسلَّم");
    // A VAT-registered store (the demo identity) issued a credit note for it: a page of its own.
    expect(screen.getByRole("link", { name: "الإشعار الدائن" })).toHaveAttribute(
      "href",
      `/credit-note?id=ord-1&payment_id=${PAY}`,
    );
  });

  it("says a refund the provider has not completed yet is on its way, not returned", async () => {
    const notice = await partialOrderNotice("PROCESSING");
    expect(notice).toHaveTextContent("نعيد إلى بطاقتك 2.10 درهم عن الجزء الذي لم يُسلَّم");
    expect(notice).not.toHaveTextContent("أعدنا");
    // No credit note before the refund completes.
    expect(screen.queryByRole("link", { name: "الإشعار الدائن" })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "الفاتورة الضريبية" })).toBeInTheDocument();
  });

  it("says a refund the provider refused is delayed and being seen to, never that it was refunded", async () => {
    installFakeApi({
      "GET /api/tiktok-views/status/:id": () => ({
        body: orderStatus({
          status: "REFUNDED",
          refundDelayed: true,
          delivery: delivery({
            status: "REFUNDED",
            refundedFils: 0,
            refunds: [{ amountFils: 350, reason: "late", status: "DELAYED", createdAt: "2026-11-22T10:00:00.000Z" }],
          }),
        }),
      }),
    });
    render(<OrderComplete orderId="ord-1" paymentId={PAY} />);
    await settle();
    expect(screen.getByText("الاسترداد متأخر")).toBeInTheDocument();
    expect(screen.queryByText("تم الاسترداد")).not.toBeInTheDocument();
    const notice = screen.getByText("تأخر استرداد المبلغ").closest("[role=alert]") as HTMLElement;
    expect(notice).toHaveTextContent("تأخر استرداد 3.50 درهم، ونحن نتابع الأمر");
    expect(notice).not.toHaveTextContent("أعدنا");
    expect(notice).not.toHaveTextContent("نعيد إلى بطاقتك");
  });

  it("promises no refund on a free order delivered in part", async () => {
    installFakeApi({
      "GET /api/tiktok-views/status/:id": () => ({
        body: orderStatus({ paymentId: null, status: "PARTIAL", delivery: delivery({ status: "PARTIAL" }) }),
      }),
    });
    render(<OrderComplete orderId="ord-1" paymentId={null} />);
    await settle();
    expect(screen.getByText("مكتمل جزئياً")).toBeInTheDocument();
    expect(screen.queryByText(/بطاقتك/)).not.toBeInTheDocument();
  });

  it("finds a guest's order by its payment, and refreshes on request", async () => {
    const api = installFakeApi({
      "GET /api/tiktok-views/order-by-payment/:id": () => ({ body: orderStatus({ id: "ord-3", orderId: "ord-3" }) }),
      "GET /api/tiktok-views/status/:id": () => ({ body: orderStatus({ id: "ord-3", status: "FAILED" }) }),
      // Without delivery details in the answer, the refill panel asks for its own.
      "GET /api/orders/:id/refill": () => ({ body: refill }),
    });
    render(<OrderComplete orderId={null} paymentId={PAY} />);
    await settle();
    expect(screen.getByText("فشل")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "تحديث الحالة" }));
    await settle();
    expect(api.callsTo("/api/tiktok-views/status/ord-3")).toHaveLength(2);
    // The payment led to the order once; the refresh asked for the order itself.
    expect(api.callsTo(`/api/tiktok-views/order-by-payment/${PAY}`)).toHaveLength(1);
  });

  it("says plainly when the order is not this visitor's or does not exist", async () => {
    installFakeApi({ "GET /api/tiktok-views/status/:id": () => ({ status: 404, body: { error: "not found" } }) });
    render(<OrderComplete orderId="ord-x" paymentId={null} />);
    await settle();
    expect(screen.getByText(/لم يتم العثور على الطلب/)).toBeInTheDocument();
  });
});

describe("the order number", () => {
  const ID = "3f1c2a9e-8b7d-4c6e-9a5f-0e1d2c3b4a59";

  it("is shown in full, not cut, with a button that copies all of it", async () => {
    installFakeApi({
      "GET /api/tiktok-views/status/:id": () => ({
        body: orderStatus({ id: ID, orderId: ID, status: "COMPLETED", delivery: delivery({ orderId: ID }) }),
      }),
    });
    const writeText = jest.fn(() => Promise.resolve());
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    render(<OrderComplete orderId={ID} paymentId={PAY} />);
    await settle();
    const number = screen.getByTestId("order-number");
    expect(number.textContent).toBe(ID);
    expect(number.className).not.toMatch(/truncate/);
    await act(async () => {
      screen.getByRole("button", { name: "نسخ رقم الطلب" }).click();
    });
    expect(writeText).toHaveBeenCalledWith(ID);
    expect(screen.getByRole("button", { name: "تم النسخ" })).toBeInTheDocument();
  });
});

describe("arriving from the payment page", () => {
  it("never asks for the payment's id as an order id while the address still holds the payment page's query", async () => {
    const api = installFakeApi({
      "GET /api/tiktok-views/status/:id": (req) =>
        req.params.id === "ord-1"
          ? { body: orderStatus({ status: "PROCESSING", delivery: delivery() }) }
          : { status: 404, body: {} },
    });
    // The router renders the order page before it writes the new address.
    window.history.replaceState(null, "", `/payment-success?id=${PAY}`);
    const view = render(<OrderCompleteFromQuery />);
    await settle();
    expect(screen.getByText("جاري تحميل الطلب...")).toBeInTheDocument();
    window.history.replaceState(null, "", `/order-complete?id=ord-1&payment_id=${PAY}`);
    view.rerender(<OrderCompleteFromQuery />);
    await settle();
    expect(screen.getByText("قيد المعالجة")).toBeInTheDocument();
    // The order's status once, by its own id (then its conversation, by the same id).
    expect(api.calls.map((c) => c.path).filter((p) => p.startsWith("/api/tiktok-views/"))).toEqual([
      "/api/tiktok-views/status/ord-1",
    ]);
    expect(api.calls.filter((c) => c.path.includes(PAY))).toEqual([]);
  });
});

describe("the order page of a signed-in customer", () => {
  beforeEach(() => resetCurrentUserForTests());
  afterEach(() => resetCurrentUserForTests());

  it("does not keep the account's order on the device: the next person on the phone must not find it", async () => {
    installFakeApi({
      "GET /api/auth/current-user": () => ({ body: { id: "u1", username: "sara", usedFreeViews: false } }),
      "GET /api/tiktok-views/status/:id": () => ({ body: orderStatus({ status: "PROCESSING", delivery: delivery() }) }),
    });
    render(<OrderComplete orderId="ord-1" paymentId={null} />);
    await settle();
    await settle();
    expect(screen.getByText("قيد المعالجة")).toBeInTheDocument();
    expect(deviceOrders()).toEqual([]);
  });
});

describe("an account's order opened by its payment id by anyone but that account", () => {
  const SIGN_IN = "هذا الطلب مرتبط بحساب. سجّل الدخول بالحساب الذي يملك الطلب لعرضه.";
  const OTHER = "هذا الطلب مرتبط بحساب آخر. سجّل الدخول بالحساب الذي يملك الطلب لعرضه.";
  const refused = (status: number, message: string, reason: string) => ({
    status,
    body: { message, error: message, reason },
  });
  const ADDRESS = `/order-complete?id=ord-1&payment_id=${PAY}`;

  it("signed out: says to sign in to the owning account, links to sign-in and back here, shows no details and stops asking", async () => {
    const api = installFakeApi({
      "GET /api/tiktok-views/status/:id": () => refused(401, SIGN_IN, "ORDER_OF_ACCOUNT"),
    });
    window.history.replaceState(null, "", ADDRESS);
    render(<OrderCompleteFromQuery />);
    await settle();
    expect(screen.getByText(SIGN_IN)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "تسجيل الدخول" })).toHaveAttribute(
      "href",
      `/login?callbackUrl=${encodeURIComponent(ADDRESS)}`,
    );
    expect(screen.queryByTestId("order-number")).not.toBeInTheDocument();
    expect(screen.queryByText(/لم يتم العثور على الطلب/)).not.toBeInTheDocument();
    await settle(10_000);
    expect(api.callsTo("/api/tiktok-views/status/ord-1")).toHaveLength(1);
    expect(deviceOrders()).toEqual([]);
  });

  it("another account: says so, with the same way to sign in", async () => {
    installFakeApi({
      "GET /api/tiktok-views/order-by-payment/:id": () => refused(403, OTHER, "ORDER_OF_ANOTHER_ACCOUNT"),
    });
    window.history.replaceState(null, "", `/order-complete?payment_id=${PAY}`);
    render(<OrderCompleteFromQuery />);
    await settle();
    expect(screen.getByText(OTHER)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "تسجيل الدخول" })).toHaveAttribute(
      "href",
      `/login?callbackUrl=${encodeURIComponent(`/order-complete?payment_id=${PAY}`)}`,
    );
  });

  it("a page that showed the order drops its details when the next answer refuses it (signed out meanwhile)", async () => {
    let signedOut = false;
    installFakeApi({
      "GET /api/tiktok-views/status/:id": () =>
        signedOut
          ? refused(401, SIGN_IN, "ORDER_OF_ACCOUNT")
          : { body: orderStatus({ status: "PROCESSING", delivery: delivery() }) },
    });
    render(<OrderComplete orderId="ord-1" paymentId={PAY} />);
    await settle();
    expect(screen.getByTestId("order-number")).toBeInTheDocument();
    signedOut = true;
    await settle(3_000);
    expect(screen.getByText(SIGN_IN)).toBeInTheDocument();
    expect(screen.queryByTestId("order-number")).not.toBeInTheDocument();
    expect(screen.queryByText("قيد المعالجة")).not.toBeInTheDocument();
  });
});
