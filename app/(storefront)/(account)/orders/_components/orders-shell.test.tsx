/** @jest-environment jsdom */
import { render, screen, waitFor, within } from "@testing-library/react";
import { user } from "@/test/support/user";

import { deviceOrders, rememberOrder } from "@/components/checkout/device-storage";
import type { OrderView } from "@/lib/orders/contract";
import { expectConsoleError } from "@/test/support/console";
import { installFakeApi } from "@/test/support/fake-api";

import { OrdersShell } from "./orders-shell";

let mockUser: { id: string; username: string; usedFreeViews: boolean } | null = null;
jest.mock("@/components/auth/use-current-user", () => ({
  useCurrentUser: () => ({ user: mockUser, loading: false }),
}));

const LINK = "https://www.tiktok.com/@creator/video/7300000000000000001";

afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
  mockUser = null;
});

describe("/orders for a signed-out visitor", () => {
  it("offers sign-in and lists the orders made on this device, each with its page", () => {
    rememberOrder({ orderId: "ord-1", paymentId: "pay_1", serviceType: "views", quantity: 5000, link: LINK });
    render(<OrdersShell />);
    expect(screen.getByRole("link", { name: "تسجيل الدخول" })).toHaveAttribute("href", "/login?callbackUrl=%2Forders");
    expect(screen.getByRole("heading", { name: "طلبات من هذا الجهاز" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "عرض الطلب" })).toHaveAttribute(
      "href",
      "/order-complete?id=ord-1&payment_id=pay_1",
    );
  });

  it("still offers sign-in when the browser blocks storage", () => {
    jest.spyOn(window, "localStorage", "get").mockImplementation(() => {
      throw new DOMException("The operation is insecure.", "SecurityError");
    });
    render(<OrdersShell />);
    expect(screen.getByRole("link", { name: "تسجيل الدخول" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "طلبات من هذا الجهاز" })).not.toBeInTheDocument();
  });
});

describe("/orders for a signed-in customer", () => {
  const own: OrderView = {
    id: "ord-own",
    orderId: "ord-own",
    externalOrderId: null,
    paymentId: "pay_own",
    link: LINK,
    quantity: 5000,
    serviceType: "views",
    status: "PROCESSING",
    createdAt: "2026-11-20T10:00:00.000Z",
    updatedAt: "2026-11-20T10:00:00.000Z",
    payment: { amount: 3.5 },
  };

  const OFFER = "طلبات سابقة على هذا الجهاز";

  it("offers an older guest order on the device as a question, apart from the account's list, and joins it on yes", async () => {
    mockUser = { id: "u1", username: "sara", usedFreeViews: false };
    // The account's own order is on the device too; the older guest order only there.
    rememberOrder({ orderId: "ord-own", paymentId: "pay_own", serviceType: "views", quantity: 5000, link: LINK });
    rememberOrder({ orderId: "ord-guest", paymentId: "pay_guest", serviceType: "likes", quantity: 100, link: LINK });
    let joined = false;
    const guestView: OrderView = { ...own, id: "ord-guest", orderId: "ord-guest", paymentId: "pay_guest" };
    const api = installFakeApi({
      "GET /api/user/orders": () => ({ body: { orders: joined ? [guestView, own] : [own] } }),
      "POST /api/user/orders/claim": () => {
        joined = true;
        return { body: { claimed: 1, orderIds: ["ord-guest"] } };
      },
    });
    render(<OrdersShell />);
    const offer = await screen.findByRole("region", { name: OFFER });
    expect(offer).toHaveAccessibleDescription(/لن تُضاف إلى حسابك إلا إذا أكدت ذلك/);
    expect(
      within(offer)
        .getAllByRole("link", { name: "عرض الطلب" })
        .map((a) => a.getAttribute("href")),
    ).toEqual(["/order-complete?id=ord-guest&payment_id=pay_guest"]);
    // The account and the end of the video id, not a link cut before the id.
    expect(within(offer).getByTestId("video-link")).toHaveTextContent("@creator/video/…0000001");
    expect(within(offer).getByTitle(LINK)).toBeInTheDocument();
    expect(within(offer).getByTestId("order-date")).toBeInTheDocument();
    // Nothing was sent before the question was answered.
    expect(api.callsTo("/api/user/orders/claim")).toEqual([]);

    await user.click(within(offer).getByRole("button", { name: "نعم، أضفها إلى حسابي" }));
    expect(await screen.findByRole("status")).toHaveTextContent("أُضيف طلب واحد إلى حسابك");
    expect(api.callsTo("/api/user/orders/claim").map((c) => c.body)).toEqual([{ paymentIds: ["pay_guest"] }]);
    await waitFor(() => expect(screen.getAllByRole("link", { name: "عرض الطلب" })).toHaveLength(2));
    expect(screen.queryByRole("region", { name: OFFER })).not.toBeInTheDocument();
    expect(deviceOrders().map((o) => o.orderId)).toEqual(["ord-own"]);
  });

  it("forgets the offered orders on this device when the person says they are not theirs, asking the server nothing", async () => {
    mockUser = { id: "u1", username: "sara", usedFreeViews: false };
    rememberOrder({ orderId: "ord-guest", paymentId: "pay_guest", serviceType: "likes", quantity: 100, link: LINK });
    const api = installFakeApi({ "GET /api/user/orders": () => ({ body: { orders: [] } }) });
    render(<OrdersShell />);
    const offer = await screen.findByRole("region", { name: OFFER });
    await user.click(within(offer).getByRole("button", { name: "ليست لي" }));
    expect(screen.getByRole("status")).toHaveTextContent("لن تظهر هذه الطلبات على هذا الجهاز بعد الآن");
    expect(screen.queryByRole("region", { name: OFFER })).not.toBeInTheDocument();
    expect(deviceOrders()).toEqual([]);
    expect(api.callsTo("/api/user/orders/claim")).toEqual([]);
  });

  it("keeps the offer and says so when joining fails", async () => {
    expectConsoleError(/\[api\] POST \/api\/user\/orders\/claim failed/);
    mockUser = { id: "u1", username: "sara", usedFreeViews: false };
    rememberOrder({ orderId: "ord-guest", paymentId: "pay_guest", serviceType: "likes", quantity: 100, link: LINK });
    installFakeApi({
      "GET /api/user/orders": () => ({ body: { orders: [] } }),
      "POST /api/user/orders/claim": () => "network-error",
    });
    render(<OrdersShell />);
    const offer = await screen.findByRole("region", { name: OFFER });
    await user.click(within(offer).getByRole("button", { name: "نعم، أضفها إلى حسابي" }));
    expect(await within(offer).findByRole("alert")).toHaveTextContent("تعذر");
    expect(deviceOrders().map((o) => o.orderId)).toEqual(["ord-guest"]);
  });

  it("joins an order bought in this browser session without asking, before listing the account's orders", async () => {
    mockUser = { id: "u1", username: "sara", usedFreeViews: false };
    rememberOrder(
      { orderId: "ord-guest", paymentId: "pay_guest", serviceType: "views", quantity: 5000, link: LINK },
      { boughtHere: true },
    );
    const guestView: OrderView = { ...own, id: "ord-guest", orderId: "ord-guest", paymentId: "pay_guest" };
    let joined = false;
    const api = installFakeApi({
      "POST /api/user/orders/claim": () => {
        joined = true;
        return { body: { claimed: 1, orderIds: ["ord-guest"] } };
      },
      "GET /api/user/orders": () => ({ body: { orders: joined ? [guestView] : [] } }),
    });
    render(<OrdersShell />);
    await waitFor(() => expect(screen.getAllByRole("link", { name: "عرض الطلب" })).toHaveLength(1));
    expect(api.callsTo("/api/user/orders/claim").map((c) => c.body)).toEqual([{ paymentIds: ["pay_guest"] }]);
    expect(screen.queryByRole("region", { name: OFFER })).not.toBeInTheDocument();
    expect(deviceOrders()).toEqual([]);
  });

  it("says a refund the provider refused is delayed, and a completed one refunded", async () => {
    mockUser = { id: "u1", username: "sara", usedFreeViews: false };
    const refunded = { ...own, status: "REFUNDED" as const };
    installFakeApi({
      "GET /api/user/orders": () => ({
        body: {
          orders: [
            { ...refunded, id: "a", refundDelayed: true },
            { ...refunded, id: "b", refundDelayed: false },
          ],
        },
      }),
    });
    render(<OrdersShell />);
    expect(await screen.findByText("الاسترداد متأخر")).toBeInTheDocument();
    expect(screen.getAllByText("تم الاسترداد")).toHaveLength(1);
  });

  it("offers this device's orders, without an empty account list or the empty state, when the account has none", async () => {
    mockUser = { id: "u1", username: "sara", usedFreeViews: false };
    rememberOrder({ orderId: "ord-guest", paymentId: "pay_guest", serviceType: "likes", quantity: 100, link: LINK });
    installFakeApi({ "GET /api/user/orders": () => ({ body: { orders: [] } }) });
    render(<OrdersShell />);
    await screen.findByRole("region", { name: OFFER });
    expect(screen.getAllByRole("list")).toHaveLength(1);
    expect(screen.queryByText("لا توجد طلبات بعد")).not.toBeInTheDocument();
  });

  it("shows the empty state only when neither the account nor the device has an order", async () => {
    mockUser = { id: "u1", username: "sara", usedFreeViews: false };
    installFakeApi({ "GET /api/user/orders": () => ({ body: { orders: [] } }) });
    render(<OrdersShell />);
    expect(await screen.findByText("لا توجد طلبات بعد")).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: OFFER })).not.toBeInTheDocument();
  });
});
