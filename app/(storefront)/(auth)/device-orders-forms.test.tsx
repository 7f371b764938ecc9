/** @jest-environment jsdom */
import { render, screen, waitFor } from "@testing-library/react";

import { resetCurrentUserForTests } from "@/components/auth/use-current-user";
import { deviceOrders, rememberOrder, storePaymentId } from "@/components/checkout/device-storage";
import { user } from "@/test/support/user";

import { LoginWithDeviceOrders } from "./login/_form";
import { RegisterWithDeviceOrders } from "./register/_form";

const replace = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ replace, push: jest.fn(), refresh: jest.fn() }) }));

const account = { id: "u1", username: "Sara", usedFreeViews: false };
const reply = (body: unknown, status = 200) =>
  ({
    ok: status < 400,
    status,
    headers: new Headers({ "content-type": "application/json" }),
    text: async () => JSON.stringify(body),
    json: async () => body,
  }) as Response;

let calls: { url: string; body: unknown; at: number }[];
let claimStatus = 200;
beforeEach(() => {
  replace.mockReset();
  resetCurrentUserForTests();
  localStorage.clear();
  sessionStorage.clear();
  calls = [];
  claimStatus = 200;
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined, at: calls.length });
    if (url === "/api/user/orders/claim") return reply({ claimed: 1, orderIds: ["o1"] }, claimStatus);
    return reply(account, url === "/api/auth/register" ? 201 : 200);
  }) as unknown as typeof fetch;
  // An older guest order on the device (a receipt's link opened here, or another tab's) ...
  rememberOrder({
    orderId: "o2",
    paymentId: "sim_second_payment_002",
    serviceType: "likes",
    quantity: 100,
    link: "l2",
  });
  // ... and one this browser session paid for.
  rememberOrder(
    { orderId: "o1", paymentId: "sim_first_payment_0001", serviceType: "views", quantity: 5000, link: "l1" },
    { boughtHere: true },
  );
  storePaymentId("sim_in_flight_payment_3");
});

async function signIn(fields: [RegExp, string][], button: string) {
  for (const [label, value] of fields) await user.type(screen.getByLabelText(label), value);
  await user.click(screen.getByRole("button", { name: button }));
  await waitFor(() => expect(replace).toHaveBeenCalledWith("/"));
}

describe("signing in brings this browser session's guest orders into the account", () => {
  it("after login, sends only the payment ids of this session's orders, before the header is told", async () => {
    render(<LoginWithDeviceOrders />);
    await signIn(
      [
        [/^اسم المستخدم$/, "sara"],
        [/^كلمة المرور$/, "secret1"],
      ],
      "تسجيل الدخول",
    );
    const urls = calls.map((c) => c.url);
    expect(urls.indexOf("/api/user/orders/claim")).toBeGreaterThan(urls.indexOf("/api/auth/login"));
    expect(urls.indexOf("/api/user/orders/claim")).toBeLessThan(urls.lastIndexOf("/api/auth/current-user"));
    // Not the older order (it is offered on /orders), nor a payment in flight with no order yet.
    expect(calls.find((c) => c.url === "/api/user/orders/claim")?.body).toEqual({
      paymentIds: ["sim_first_payment_0001"],
    });
    // The joined order is the account's now, listed from the server: the device forgets it, keeps the older one.
    expect(deviceOrders().map((o) => o.orderId)).toEqual(["o2"]);
  });

  it("sends nothing for orders bought in another browser session (another tab, an earlier visit)", async () => {
    sessionStorage.clear();
    render(<LoginWithDeviceOrders />);
    await signIn(
      [
        [/^اسم المستخدم$/, "sara"],
        [/^كلمة المرور$/, "secret1"],
      ],
      "تسجيل الدخول",
    );
    expect(calls.map((c) => c.url)).not.toContain("/api/user/orders/claim");
    expect(deviceOrders().map((o) => o.orderId)).toEqual(["o1", "o2"]);
  });

  it("after registering too; a failed claim does not stop the sign-in", async () => {
    claimStatus = 500;
    render(<RegisterWithDeviceOrders />);
    await signIn(
      [
        [/^اسم المستخدم/, "sara"],
        [/^كلمة المرور/, "secret1"],
        [/تأكيد كلمة المرور/, "secret1"],
      ],
      "إنشاء حساب",
    );
    expect(calls.map((c) => c.url)).toContain("/api/user/orders/claim");
    // Kept on the device: the next try (the account's /orders) takes it.
    expect(deviceOrders().map((o) => o.orderId)).toEqual(["o1", "o2"]);
  });

  it("sends nothing when the device has no orders", async () => {
    localStorage.clear();
    render(<LoginWithDeviceOrders />);
    await signIn(
      [
        [/^اسم المستخدم$/, "sara"],
        [/^كلمة المرور$/, "secret1"],
      ],
      "تسجيل الدخول",
    );
    expect(calls.map((c) => c.url)).not.toContain("/api/user/orders/claim");
  });
});
