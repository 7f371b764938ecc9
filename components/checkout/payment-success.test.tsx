/** @jest-environment jsdom */
import { act, render, screen, waitFor } from "@testing-library/react";

import { resetCurrentUserForTests } from "@/components/auth/use-current-user";
import { orderStatus, paymentStatus, VIDEO } from "@/test/support/checkout-factories";
import { installFakeApi } from "@/test/support/fake-api";

import { deviceOrders, STORAGE_KEYS } from "./device-storage";
import { PaymentSuccess } from "./payment-success";

const replace = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ replace, push: jest.fn() }) }));
const trackPurchaseInBrowser = jest.fn(async () => {});
jest.mock("@/lib/tracking/contract", () => ({
  ...jest.requireActual("@/lib/tracking/contract"),
  trackPurchaseInBrowser: (...args: unknown[]) => trackPurchaseInBrowser(...(args as [])),
}));

const PAY = paymentStatus().id;
/** The server's keyed id of this purchase, which the status call hands to the paying browser. */
const EVENT_ID = `ev_${"9a".repeat(32)}`;
const sleep = async () => {};

// The page checks answers with schemas it imports when first needed: load them once here, so the
// first test does not spend its waitFor time compiling them (it timed out so on a loaded machine).
beforeAll(() => Promise.all([import("@/lib/payments/schemas"), import("@/lib/orders/schemas")]));

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  replace.mockReset();
  trackPurchaseInBrowser.mockClear();
  resetCurrentUserForTests();
});

function paidAfter(pendingPolls: number) {
  let n = 0;
  return () => ({
    body:
      n++ < pendingPolls
        ? paymentStatus()
        : paymentStatus({ status: "COMPLETED", paid: true, purchaseEventId: EVENT_ID }),
  });
}

describe("the payment success page", () => {
  it("waits for the verified payment, makes the order, reports the purchase once, clears the checkout and opens the order", async () => {
    localStorage.setItem(STORAGE_KEYS.paymentId, PAY);
    localStorage.setItem(STORAGE_KEYS.orderInfo, JSON.stringify({ tiktokUrl: VIDEO, quantity: 5000 }));
    const api = installFakeApi({
      "GET /api/auth/current-user": () => ({ status: 200, body: null }),
      "GET /api/payments/status/:id": paidAfter(2),
      "POST /api/tiktok-views/order": () => ({
        body: { ...orderStatus({ id: "ord-5", orderId: "ord-5" }), success: true, alreadyUsed: false },
      }),
    });
    render(<PaymentSuccess paymentId={null} sleep={sleep} />);
    expect(screen.getByRole("status")).toHaveTextContent("جاري التحقق من عملية الدفع");
    await waitFor(() => expect(replace).toHaveBeenCalledWith(`/order-complete?id=ord-5&payment_id=${PAY}`));
    expect(screen.getByText("3.50 درهم")).toBeInTheDocument();
    expect(api.callsTo(`/api/payments/status/${PAY}`)).toHaveLength(3); // the stored id was used
    expect(trackPurchaseInBrowser).toHaveBeenCalledTimes(1);
    expect(trackPurchaseInBrowser).toHaveBeenCalledWith(
      expect.objectContaining({ eventId: EVENT_ID, value: 3.5, quantity: 5000, serviceType: "views" }),
    );
    expect(localStorage.getItem(STORAGE_KEYS.paymentId)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.orderInfo)).toBeNull();
    expect(deviceOrders()).toEqual([
      expect.objectContaining({ orderId: "ord-5", paymentId: PAY, href: `/order-complete?id=ord-5&payment_id=${PAY}` }),
    ]);
  });

  it("keeps a guest's order on the device as bought in this browser session, and a signed-in customer's not at all", async () => {
    const run = async (user: unknown) => {
      resetCurrentUserForTests();
      replace.mockReset();
      installFakeApi({
        "GET /api/auth/current-user": () => ({ status: 200, body: user }),
        "GET /api/payments/status/:id": () => ({
          body: paymentStatus({ paid: true, status: "COMPLETED", orderId: "o" }),
        }),
      });
      const view = render(<PaymentSuccess paymentId={PAY} sleep={sleep} />);
      await waitFor(() => expect(replace).toHaveBeenCalled());
      view.unmount();
    };
    await run({ id: "u1", username: "sara", usedFreeViews: false });
    expect(deviceOrders()).toEqual([]);
    await run(null);
    expect(deviceOrders()).toEqual([
      expect.objectContaining({ orderId: "o", bought: { session: expect.any(String), at: expect.any(Number) } }),
    ]);
  });

  it("does not report the purchase again on a reload of the same payment", async () => {
    installFakeApi({
      "GET /api/auth/current-user": () => ({ status: 200, body: null }),
      "GET /api/payments/status/:id": () => ({
        body: paymentStatus({ paid: true, status: "COMPLETED", orderId: "o", purchaseEventId: EVENT_ID }),
      }),
    });
    const first = render(<PaymentSuccess paymentId={PAY} sleep={sleep} />);
    await waitFor(() => expect(replace).toHaveBeenCalled());
    first.unmount();
    render(<PaymentSuccess paymentId={PAY} sleep={sleep} />);
    await waitFor(() => expect(replace).toHaveBeenCalledTimes(2));
    expect(trackPurchaseInBrowser).toHaveBeenCalledTimes(1);
  });

  it("offers retry and home when the payment was cancelled, and keeps nothing", async () => {
    installFakeApi({ "GET /api/payments/status/:id": () => ({ body: paymentStatus({ status: "CANCELLED" }) }) });
    render(<PaymentSuccess paymentId={PAY} sleep={sleep} />);
    expect(await screen.findByText("لم تكتمل عملية الدفع (الحالة: ملغاة)")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /إعادة المحاولة/ })).toHaveAttribute("href", "/tiktok-views");
    expect(screen.getByRole("link", { name: "العودة إلى الصفحة الرئيسية" })).toHaveAttribute("href", "/");
    expect(trackPurchaseInBrowser).not.toHaveBeenCalled();
    expect(replace).not.toHaveBeenCalled();
  });

  it("refuses the provider's placeholder id without asking the server", async () => {
    const api = installFakeApi({});
    render(<PaymentSuccess paymentId="CHECKOUT_SESSION_ID" sleep={sleep} />);
    expect(
      screen.getByText("معرف الدفع غير صالح (CHECKOUT_SESSION_ID)، يرجى العودة إلى صفحة الطلب"),
    ).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it("shows the order error with the payment number and a way to follow up when the order cannot be made", async () => {
    installFakeApi({
      "GET /api/auth/current-user": () => ({ status: 200, body: null }),
      "GET /api/payments/status/:id": () => ({
        body: paymentStatus({ status: "COMPLETED", paid: true, purchaseEventId: EVENT_ID }),
      }),
      "POST /api/tiktok-views/order": () => ({ status: 422, body: { error: "رابط الفيديو غير موجود" } }),
    });
    render(<PaymentSuccess paymentId={PAY} sleep={sleep} />);
    expect(await screen.findByText("رابط الفيديو غير موجود")).toBeInTheDocument();
    expect(screen.getByText(PAY)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "متابعة حالة الطلب لاحقاً" })).toHaveAttribute(
      "href",
      `/views-order?paymentId=${PAY}`,
    );
  });
});

describe("an account's payment on the success page of anyone but that account", () => {
  const SIGN_IN = "هذا الطلب مرتبط بحساب. سجّل الدخول بالحساب الذي يملك الطلب لعرضه.";
  const refused = () => ({ status: 401, body: { message: SIGN_IN, error: SIGN_IN, reason: "ORDER_OF_ACCOUNT" } });
  const ADDRESS = `/payment-success?id=${PAY}`;

  it("signed out: says to sign in to the owning account, links to sign-in and back here, shows no details and stops asking", async () => {
    window.history.replaceState(null, "", ADDRESS);
    const api = installFakeApi({ "GET /api/payments/status/:id": refused });
    render(<PaymentSuccess paymentId={PAY} sleep={sleep} />);
    expect(await screen.findByText(SIGN_IN)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "تسجيل الدخول" })).toHaveAttribute(
      "href",
      `/login?callbackUrl=${encodeURIComponent(ADDRESS)}`,
    );
    expect(screen.queryByText("3.50 درهم")).not.toBeInTheDocument();
    expect(screen.queryByText(/لم تكتمل عملية الدفع/)).not.toBeInTheDocument();
    // Time for any further poll or order call to show up (none should).
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(api.callsTo(`/api/payments/status/${PAY}`)).toHaveLength(1);
    expect(api.calls.filter((c) => c.path.includes("/order"))).toEqual([]);
    expect(replace).not.toHaveBeenCalled();
    expect(trackPurchaseInBrowser).not.toHaveBeenCalled();
    expect(deviceOrders()).toEqual([]);
  });

  it("a page that showed the payment drops its amount when the next answer refuses it (signed out meanwhile)", async () => {
    window.history.replaceState(null, "", ADDRESS);
    let polls = 0;
    installFakeApi({
      "GET /api/payments/status/:id": () => (polls++ === 0 ? { body: paymentStatus() } : refused()),
    });
    render(<PaymentSuccess paymentId={PAY} sleep={sleep} />);
    expect(await screen.findByText(SIGN_IN)).toBeInTheDocument();
    expect(polls).toBe(2);
    expect(screen.queryByText("3.50 درهم")).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "تسجيل الدخول" })).toBeInTheDocument();
  });
});
