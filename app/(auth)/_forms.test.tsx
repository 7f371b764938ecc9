/** @jest-environment jsdom */
import { render, screen, waitFor } from "@testing-library/react";

import { resetCurrentUserForTests } from "@/components/auth/use-current-user";
import { rememberOrder, storePaymentId } from "@/components/checkout/device-storage";
import { user } from "@/test/support/user";

import { LoginWithDeviceOrders, RegisterWithDeviceOrders } from "./_forms";

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
  calls = [];
  claimStatus = 200;
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined, at: calls.length });
    if (url === "/api/user/orders/claim") return reply({ claimed: 2 }, claimStatus);
    return reply(account, url === "/api/auth/register" ? 201 : 200);
  }) as unknown as typeof fetch;
  rememberOrder({
    orderId: "o1",
    paymentId: "sim_first_payment_0001",
    serviceType: "views",
    quantity: 5000,
    link: "l1",
  });
  rememberOrder({
    orderId: "o2",
    paymentId: "sim_second_payment_002",
    serviceType: "likes",
    quantity: 100,
    link: "l2",
  });
  storePaymentId("sim_in_flight_payment_3");
});

async function signIn(fields: [RegExp, string][], button: string) {
  for (const [label, value] of fields) await user.type(screen.getByLabelText(label), value);
  await user.click(screen.getByRole("button", { name: button }));
  await waitFor(() => expect(replace).toHaveBeenCalledWith("/"));
}

describe("signing in brings this device's guest orders into the account", () => {
  it("after login, sends the device's payment ids before the header is told", async () => {
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
    expect(calls.find((c) => c.url === "/api/user/orders/claim")?.body).toEqual({
      paymentIds: ["sim_in_flight_payment_3", "sim_second_payment_002", "sim_first_payment_0001"],
    });
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
