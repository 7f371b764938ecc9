/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import * as React from "react";

import { user } from "@/test/support/user";

import { Button } from "./button";

/** `asChild` is our own Slot (Radix's is not shipped): a link that looks and acts like the button. */
describe("Button asChild", () => {
  it("renders the child element itself, styled as the button, with both classes and styles", () => {
    render(
      <Button asChild variant="outline" size="lg" style={{ color: "red", margin: 1 }}>
        <a href="/pricing" className="w-full" style={{ color: "blue" }}>
          الأسعار
        </a>
      </Button>,
    );
    const link = screen.getByRole("link", { name: "الأسعار" });
    expect(screen.queryByRole("button")).toBeNull();
    expect(link).toHaveAttribute("href", "/pricing");
    expect(link.className.split(" ")).toEqual(["btn", "btn-outline", "btn-lg", "w-full"]);
    // The child's own style wins where both set the same property.
    expect(link).toHaveStyle({ color: "rgb(0, 0, 255)", margin: "1px" });
  });

  it("runs the child's click handler, then the button's (the button's alone when the child has none)", async () => {
    const calls: string[] = [];
    const { rerender } = render(
      <Button asChild onClick={() => calls.push("button")}>
        <a href="#x" onClick={() => calls.push("child")}>
          رابط
        </a>
      </Button>,
    );
    await user.click(screen.getByRole("link"));
    expect(calls).toEqual(["child", "button"]);

    calls.length = 0;
    rerender(
      <Button asChild onClick={() => calls.push("button")}>
        <a href="#x">رابط</a>
      </Button>,
    );
    await user.click(screen.getByRole("link"));
    expect(calls).toEqual(["button"]);
  });

  it("hands the element to both the button's ref and the child's", () => {
    const outer = React.createRef<HTMLButtonElement>();
    let inner: HTMLAnchorElement | null = null;
    render(
      <Button asChild ref={outer}>
        <a
          href="#x"
          ref={(node) => {
            inner = node;
          }}
        >
          رابط
        </a>
      </Button>,
    );
    const link = screen.getByRole("link");
    expect(outer.current).toBe(link);
    expect(inner).toBe(link);
  });
});
