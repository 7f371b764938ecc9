/** @jest-environment jsdom */
import { act, render, screen } from "@testing-library/react";

import { resetCurrentUserForTests } from "@/components/auth/use-current-user";

import { PromoBar } from "./promo-bar";

let pathname = "/";
jest.mock("next/navigation", () => ({ useRouter: () => ({ push: jest.fn() }), usePathname: () => pathname }));

function answer(account: { usedFreeViews: boolean } | null) {
  global.fetch = jest.fn(async () => ({
    ok: true,
    status: 200,
    json: async () => (account ? { id: "u1", username: "sara", ...account } : null),
    text: async () => JSON.stringify(account),
  })) as unknown as typeof fetch;
}

beforeEach(() => {
  resetCurrentUserForTests();
  pathname = "/";
});

describe("the promo bar", () => {
  it("offers the free views to a visitor, with a short text for phones", async () => {
    answer(null);
    render(<PromoBar />);
    await act(async () => {});
    expect(screen.getByText("1,000 مشاهدة مجانية!")).toHaveClass("sm:hidden");
    expect(screen.getByText("هدية لكل حساب: 1,000 مشاهدة مجانية!")).toHaveClass("hidden", "sm:inline");
    // A standing offer is not a limited one: no «عرض محدود» without a promotion that ends.
    expect(screen.queryByText(/عرض محدود/)).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "احصل عليها الآن" })).toBeInTheDocument();
  });

  it("stops offering them once the customer has used them", async () => {
    answer({ usedFreeViews: true });
    render(<PromoBar />);
    await act(async () => {});
    expect(screen.queryByText(/مشاهدة مجانية/)).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "احصل عليها الآن" })).not.toBeInTheDocument();
  });

  it("is never shown in the operator console, on any of its pages", async () => {
    for (const path of ["/admin", "/admin/orders", "/admin/prices"]) {
      pathname = path;
      answer(null);
      const { unmount } = render(<PromoBar />);
      await act(async () => {});
      expect(screen.queryByRole("button", { name: "احصل عليها الآن" })).not.toBeInTheDocument();
      unmount();
    }
    pathname = "/pricing";
    render(<PromoBar />);
    await act(async () => {});
    expect(screen.getByRole("button", { name: "احصل عليها الآن" })).toBeInTheDocument();
  });

  it("keeps offering them to a customer who has not", async () => {
    answer({ usedFreeViews: false });
    render(<PromoBar />);
    await act(async () => {});
    expect(screen.getByRole("button", { name: "احصل عليها الآن" })).toBeInTheDocument();
  });
});

describe("the promo bar for a customer this browser knows has used the offer", () => {
  it("is hidden by the stylesheet before hydration (html[data-offer-used] .promo-bar), then removed", async () => {
    document.documentElement.setAttribute("data-offer-used", "");
    answer({ usedFreeViews: true });
    const { container } = render(<PromoBar />);
    // Before the account has arrived the bar is rendered, inside the box the stylesheet hides.
    expect(container.querySelector(".promo-bar")).not.toBeNull();
    await act(async () => {});
    expect(container.querySelector(".promo-bar")).toBeNull();
    expect(document.documentElement.hasAttribute("data-offer-used")).toBe(true);
  });

  it("is shown again, and the mark removed, when the account has not used it", async () => {
    document.documentElement.setAttribute("data-offer-used", "");
    answer({ usedFreeViews: false });
    render(<PromoBar />);
    await act(async () => {});
    expect(document.documentElement.hasAttribute("data-offer-used")).toBe(false);
    expect(screen.getByRole("button", { name: "احصل عليها الآن" })).toBeInTheDocument();
  });
});
