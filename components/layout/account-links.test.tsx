/** @jest-environment jsdom */
import { render, screen, within } from "@testing-library/react";

import { resetCurrentUserForTests } from "@/components/auth/use-current-user";
import { installFakeApi } from "@/test/support/fake-api";

import { AccountLinks } from "./account-links";

jest.mock("next/navigation", () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn() }),
}));

beforeEach(() => resetCurrentUserForTests());

describe("the phone menu's account part", () => {
  it("gives a guest «طلباتي» and «ابحث عن طلبك», as the footer does, besides signing in", async () => {
    installFakeApi({ "GET /api/auth/current-user": () => ({ body: null }) });
    render(<AccountLinks onNavigate={() => {}} />);
    const nav = await screen.findByRole("navigation", { name: "طلباتك" });
    expect(within(nav).getByRole("link", { name: "طلباتي" })).toHaveAttribute("href", "/orders");
    expect(within(nav).getByRole("link", { name: "ابحث عن طلبك" })).toHaveAttribute("href", "/find-order");
    expect(within(nav).getByRole("link", { name: "تسجيل الدخول" })).toHaveAttribute("href", "/login");
  });

  it("gives a signed-in customer «طلباتي» in the account's part, and no «ابحث عن طلبك»", async () => {
    installFakeApi({
      "GET /api/auth/current-user": () => ({ body: { id: "u1", username: "sara", usedFreeViews: false } }),
    });
    render(<AccountLinks onNavigate={() => {}} />);
    const nav = await screen.findByRole("navigation", { name: "حسابي" });
    expect(within(nav).getByRole("link", { name: "طلباتي" })).toHaveAttribute("href", "/orders");
    expect(screen.queryByRole("link", { name: "ابحث عن طلبك" })).not.toBeInTheDocument();
  });
});
