/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";

import type { SimulatedIntentView } from "@/lib/payments/contract";
import { expectConsoleError } from "@/test/support/console";
import { installFakeApi } from "@/test/support/fake-api";
import { user } from "@/test/support/user";

import { SimulatedCheckout } from "./simulated-checkout";

const view: SimulatedIntentView = {
  id: "sim_1",
  amount: 3.5,
  currency: "AED",
  description: "5,000 مشاهدة",
  status: "requires_payment_instrument",
  completesAt: null,
  successUrl: "/payment-success?id=pay_1",
  cancelUrl: "/payment-cancel?id=pay_1",
  failureUrl: "/payment-error?id=pay_1",
};

describe("the simulated provider's page", () => {
  it("says in Arabic that the action failed when the connection drops, and keeps the buttons", async () => {
    installFakeApi({
      "GET /api/payments/simulated/:id": () => ({ body: view }),
      "POST /api/payments/simulated/:id": () => "network-error",
    });
    expectConsoleError(/\[api\] POST \/api\/payments\/simulated\/sim_1 failed/);
    render(<SimulatedCheckout intentId="sim_1" />);
    const pay = await screen.findByRole("button", { name: /ادفع/ });
    await user.click(pay);
    expect(await screen.findByText("تعذر تنفيذ العملية")).toBeInTheDocument();
    expect(pay).toBeEnabled();
  });

  it("shows the server's own message when it refuses", async () => {
    installFakeApi({
      "GET /api/payments/simulated/:id": () => ({ body: view }),
      "POST /api/payments/simulated/:id": () => ({ status: 409, body: { message: "تم إنهاء عملية الدفع هذه" } }),
    });
    render(<SimulatedCheckout intentId="sim_1" />);
    await user.click(await screen.findByRole("button", { name: /ادفع/ }));
    expect(await screen.findByText("تم إنهاء عملية الدفع هذه")).toBeInTheDocument();
  });
});
