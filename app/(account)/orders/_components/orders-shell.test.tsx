/** @jest-environment jsdom */
import { render, screen, within } from "@testing-library/react";

import { rememberOrder } from "@/components/checkout/device-storage";
import type { OrderView } from "@/lib/orders/contract";
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

  it("lists the account's orders, then the orders made on this device before signing in, each once", async () => {
    mockUser = { id: "u1", username: "sara", usedFreeViews: false };
    // The account's own order is on the device too; the guest order only there.
    rememberOrder({ orderId: "ord-own", paymentId: "pay_own", serviceType: "views", quantity: 5000, link: LINK });
    rememberOrder({ orderId: "ord-guest", paymentId: "pay_guest", serviceType: "likes", quantity: 100, link: LINK });
    installFakeApi({ "GET /api/user/orders": () => ({ body: { orders: [own] } }) });
    render(<OrdersShell />);
    const device = await screen.findByRole("region", { name: "طلبات من هذا الجهاز" });
    expect(
      within(device)
        .getAllByRole("link", { name: "عرض الطلب" })
        .map((a) => a.getAttribute("href")),
    ).toEqual(["/order-complete?id=ord-guest&payment_id=pay_guest"]);
    expect(screen.getAllByRole("link", { name: "عرض الطلب" })).toHaveLength(2);
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

  it("lists only this device's orders, without an empty account list, when the account has none", async () => {
    mockUser = { id: "u1", username: "sara", usedFreeViews: false };
    rememberOrder({ orderId: "ord-guest", paymentId: "pay_guest", serviceType: "likes", quantity: 100, link: LINK });
    installFakeApi({ "GET /api/user/orders": () => ({ body: { orders: [] } }) });
    render(<OrdersShell />);
    await screen.findByRole("region", { name: "طلبات من هذا الجهاز" });
    expect(screen.getAllByRole("list")).toHaveLength(1);
    expect(screen.queryByText("لا توجد طلبات بعد")).not.toBeInTheDocument();
  });

  it("shows the empty state only when neither the account nor the device has an order", async () => {
    mockUser = { id: "u1", username: "sara", usedFreeViews: false };
    installFakeApi({ "GET /api/user/orders": () => ({ body: { orders: [] } }) });
    render(<OrdersShell />);
    expect(await screen.findByText("لا توجد طلبات بعد")).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "طلبات من هذا الجهاز" })).not.toBeInTheDocument();
  });
});
