/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";

import NotFound from "./not-found";

describe("the 404 page (app/not-found.tsx)", () => {
  it("speaks Arabic first, the spec's English phrase only after it", () => {
    render(<NotFound />);
    const heading = screen.getByRole("heading", { level: 1 });
    expect(heading.textContent).toMatch(/^404: الصفحة غير موجودة/);
    expect(screen.getByText("الصفحة التي تبحث عنها غير موجودة أو تم نقلها.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "العودة إلى الصفحة الرئيسية" })).toHaveAttribute("href", "/");
    expect(screen.queryByText("Go Back Home")).not.toBeInTheDocument();
  });
});
