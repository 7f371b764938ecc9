/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";

import { rememberOrder } from "@/components/checkout/device-storage";

import { OrdersShell } from "./orders-shell";

jest.mock("@/components/auth/use-current-user", () => ({ useCurrentUser: () => ({ user: null, loading: false }) }));

const LINK = "https://www.tiktok.com/@creator/video/7300000000000000001";

afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
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
