/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";

import NotFound, { metadata } from "./not-found";

describe("the 404 page (app/not-found.tsx)", () => {
  it("speaks Arabic only: no English sub-label under the heading", () => {
    render(<NotFound />);
    const heading = screen.getByRole("heading", { level: 1 });
    expect(heading.textContent).toBe("404: الصفحة غير موجودة");
    expect(document.body.textContent).not.toMatch(/[A-Za-z]/);
    expect(screen.getByText("الصفحة التي تبحث عنها غير موجودة أو تم نقلها.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "العودة إلى الصفحة الرئيسية" })).toHaveAttribute("href", "/");
    expect(screen.queryByText("Go Back Home")).not.toBeInTheDocument();
  });

  it("names itself in the tab: «الصفحة غير موجودة», not the store's generic title, and is not indexed", () => {
    expect(metadata.title).toBe("الصفحة غير موجودة");
    expect(metadata.robots).toEqual({ index: false });
  });
});
