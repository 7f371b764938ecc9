/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";

import { PaymentFormFromQuery } from "./payment-form";

jest.mock("next/navigation", () => ({ useRouter: () => ({ replace: jest.fn(), push: jest.fn() }) }));
jest.mock("@/components/auth/use-current-user", () => ({
  useCurrentUser: () => ({ user: { id: "u1", username: "Sara", usedFreeViews: false }, loading: false }),
}));

const returnLink = (search: string) => {
  window.history.replaceState(null, "", `/payment?amount=10&description=x&${search}`);
  render(<PaymentFormFromQuery />);
  return screen.getByRole("link", { name: "العودة" });
};

describe("the payment page's way back", () => {
  it("goes back to the store page the customer came from", () => {
    expect(returnLink("returnUrl=%2Fpricing%3Ftab%3Dlikes")).toHaveAttribute("href", "/pricing?tab=likes");
  });

  it.each(["//evil.example", "/%5Cevil.example", "https://evil.example/"])(
    "never leads to another site (returnUrl=%s)",
    (returnUrl) => {
      expect(returnLink(`returnUrl=${returnUrl}`)).toHaveAttribute("href", "/");
    },
  );
});
