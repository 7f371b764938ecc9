/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";

import { setupUser } from "@/test/support/user";

import ErrorPage from "./error";

describe("the error page (app/(storefront)/error.tsx)", () => {
  it("says in Arabic that the page failed, with its heading focused for screen readers", () => {
    render(<ErrorPage error={new Error("boom")} retry={jest.fn()} />);
    const heading = screen.getByRole("heading", { level: 1, name: "حدث خطأ غير متوقع" });
    expect(heading).toHaveFocus();
    expect(screen.getByText(/تعذّر عرض هذه الصفحة/)).toBeInTheDocument();
    expect(screen.queryByText("boom")).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "الصفحة الرئيسية" })).toHaveAttribute("href", "/");
  });

  it("tries the page again when the retry button is pressed, from the keyboard too", async () => {
    const retry = jest.fn();
    const user = setupUser();
    render(<ErrorPage error={new Error("boom")} retry={retry} />);
    const button = screen.getByRole("button", { name: "إعادة المحاولة" });
    await user.tab(); // from the focused heading
    expect(button).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(retry).toHaveBeenCalledTimes(1);
    await user.click(button);
    expect(retry).toHaveBeenCalledTimes(2);
  });

  it("shows a server error's id, which the server's log also has", () => {
    render(<ErrorPage error={Object.assign(new Error("hidden"), { digest: "3141592653" })} retry={jest.fn()} />);
    expect(screen.getByText("3141592653")).toBeInTheDocument();
  });
});
