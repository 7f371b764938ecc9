/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";

import { user } from "@/test/support/user";

import { PaymentFormFromQuery } from "./payment-form";

jest.mock("next/navigation", () => ({ useRouter: () => ({ replace: jest.fn(), push: jest.fn() }) }));
jest.mock("@/components/auth/use-current-user", () => ({
  useCurrentUser: () => ({ user: { id: "u1", username: "Sara", usedFreeViews: false }, loading: false }),
}));

// The form arrives as its own chunk after the page's loader: found, not got at once. Loaded
// once up front, so the first test does not wait on compiling it.
beforeAll(() => import("./payment-form-body"));

const returnLink = (search: string) => {
  window.history.replaceState(null, "", `/payment?amount=10&description=x&${search}`);
  render(<PaymentFormFromQuery />);
  return screen.findByRole("link", { name: "العودة" });
};

describe("the payment page's way back", () => {
  it("goes back to the store page the customer came from", async () => {
    expect(await returnLink("returnUrl=%2Fpricing%3Ftab%3Dlikes")).toHaveAttribute("href", "/pricing?tab=likes");
  });

  it.each(["//evil.example", "/%5Cevil.example", "https://evil.example/"])(
    "never leads to another site (returnUrl=%s)",
    async (returnUrl) => {
      expect(await returnLink(`returnUrl=${returnUrl}`)).toHaveAttribute("href", "/");
    },
  );
});

describe("the payment form's checks", () => {
  it("on a failed submit, focuses the field at fault and ties the message to it", async () => {
    window.history.replaceState(null, "", "/payment?amount=10&description=x");
    render(<PaymentFormFromQuery />);
    const submit = await screen.findByRole("button", { name: /متابعة إلى الدفع الآمن/ });
    await user.click(submit);
    const name = screen.getByLabelText("الاسم الكامل");
    expect(name).toHaveFocus();
    expect(name).toHaveAttribute("aria-invalid", "true");
    expect(name).toHaveAttribute("aria-describedby", screen.getByRole("alert").id);

    await user.type(name, "Sara");
    const email = screen.getByLabelText("البريد الإلكتروني");
    await user.type(email, "sara@");
    await user.click(submit);
    expect(email).toHaveFocus();
    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(name).not.toHaveAttribute("aria-invalid");
    expect(screen.getByRole("alert")).toHaveTextContent("يرجى إدخال بريد إلكتروني صحيح");
    expect(email).toHaveAttribute("aria-describedby", screen.getByRole("alert").id);
  });
});
