/** @jest-environment jsdom */
import { fireEvent, render, screen, within } from "@testing-library/react";

import { user } from "@/test/support/user";

import { ConsoleNav } from "./console-nav";

let pathname = "/admin/orders/0b0e8a52-0000-4000-8000-000000000001";
jest.mock("next/navigation", () => ({ usePathname: () => pathname }));

const nav = () => screen.getByRole("navigation", { name: "لوحة التشغيل" });
const toggle = () => within(nav()).getByRole("button", { name: /أقسام اللوحة/ });

describe("the console's navigation", () => {
  it("marks the current section, an order's page under «الطلبات», and only it", () => {
    render(<ConsoleNav attention={0} />);
    const current = within(nav()).getAllByRole("link", { hidden: true, current: "page" });
    expect(current.map((l) => l.textContent)).toEqual(["الطلبات"]);
    expect(within(nav()).getByRole("link", { hidden: true, name: "نظرة عامة" })).not.toHaveAttribute("aria-current");
  });

  it("shows how many things need attention beside «يحتاج انتباهاً», and nothing when none", () => {
    const { rerender } = render(<ConsoleNav attention={1250} />);
    const attention = within(nav()).getByRole("link", { hidden: true, name: /يحتاج انتباهاً/ });
    expect(attention).toHaveAttribute("href", "/admin/attention");
    expect(attention).toHaveAccessibleName(/^يحتاج انتباهاً\s*، 1,250$/);
    rerender(<ConsoleNav attention={0} />);
    expect(within(nav()).getByRole("link", { hidden: true, name: /يحتاج انتباهاً/ }).textContent).toBe("يحتاج انتباهاً");
  });

  it("opens its list from the button on a phone, names what it controls, and closes on a link or Escape", async () => {
    pathname = "/admin";
    render(<ConsoleNav attention={null} />);
    const button = toggle();
    const list = document.getElementById(button.getAttribute("aria-controls")!)!;
    expect(list.tagName).toBe("UL");
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(button.textContent).toContain("نظرة عامة");
    expect(list).toHaveClass("hidden");

    await user.click(button);
    expect(button).toHaveAttribute("aria-expanded", "true");
    expect(list).not.toHaveClass("hidden");
    fireEvent.keyDown(within(list).getByRole("link", { name: "العملاء" }), { key: "Escape" });
    expect(button).toHaveAttribute("aria-expanded", "false");

    await user.click(button);
    // jsdom cannot follow a link: keep the page, let React see the click.
    const stay = (e: Event) => e.preventDefault();
    window.addEventListener("click", stay, true);
    await user.click(within(list).getByRole("link", { name: "العملاء" }));
    window.removeEventListener("click", stay, true);
    expect(button).toHaveAttribute("aria-expanded", "false");
  });
});
