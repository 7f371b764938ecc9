/** @jest-environment jsdom */
import { render, screen, waitFor } from "@testing-library/react";
import { user } from "@/test/support/user";

import { installFakeApi } from "@/test/support/fake-api";

import { PERSONAL_DEVICE_KEYS } from "./personal-device-data";
import { SignOutButton } from "./sign-out-button";
import { resetCurrentUserForTests } from "./use-current-user";

const push = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ push, replace: jest.fn(), refresh: jest.fn() }) }));
const toastError = jest.fn();
jest.mock("@/components/ui/toast", () => ({ toast: { error: (...a: unknown[]) => toastError(...a) } }));

const ORDERS = JSON.stringify([{ orderId: "o1", href: "/order-complete?id=o1&payment_id=pay_1" }]);

beforeEach(() => {
  push.mockReset();
  toastError.mockReset();
  resetCurrentUserForTests();
  localStorage.setItem(PERSONAL_DEVICE_KEYS.deviceOrders, ORDERS);
  localStorage.setItem(PERSONAL_DEVICE_KEYS.paymentId, "pay_in_flight");
  localStorage.setItem("tiktok_video_link", "https://www.tiktok.com/@sara/video/1");
  sessionStorage.setItem(PERSONAL_DEVICE_KEYS.browserSession, "session-1");
});
afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe("signing out on a shared phone", () => {
  it("forgets this device's orders, the payment in flight and the browser session once the server has signed out", async () => {
    const api = installFakeApi({ "POST /api/auth/logout": () => ({ body: { message: "ok" } }) });
    render(<SignOutButton />);
    await user.click(screen.getByRole("button", { name: "تسجيل الخروج" }));
    await waitFor(() => expect(push).toHaveBeenCalledWith("/"));
    expect(api.callsTo("/api/auth/logout")).toHaveLength(1);
    expect(localStorage.getItem(PERSONAL_DEVICE_KEYS.deviceOrders)).toBeNull();
    expect(localStorage.getItem(PERSONAL_DEVICE_KEYS.paymentId)).toBeNull();
    expect(sessionStorage.getItem(PERSONAL_DEVICE_KEYS.browserSession)).toBeNull();
    // The buy form's own choices are not the person's orders: they stay.
    expect(localStorage.getItem("tiktok_video_link")).not.toBeNull();
  });

  it("keeps them while the sign-out failed (the person is still signed in)", async () => {
    installFakeApi({ "POST /api/auth/logout": () => ({ status: 503, body: { message: "غير متاح" } }) });
    render(<SignOutButton />);
    await user.click(screen.getByRole("button", { name: "تسجيل الخروج" }));
    await waitFor(() => expect(toastError).toHaveBeenCalled());
    expect(localStorage.getItem(PERSONAL_DEVICE_KEYS.deviceOrders)).toBe(ORDERS);
    expect(push).not.toHaveBeenCalled();
  });
});
