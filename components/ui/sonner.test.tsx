/** @jest-environment jsdom */
import { act, render, screen } from "@testing-library/react";
import { toast } from "sonner";

import { Toaster } from "./sonner";

describe("the toaster", () => {
  it("is announced in Arabic, its close button too (not «Notifications alt+T»)", async () => {
    render(<Toaster />);
    const region = screen.getByRole("region");
    expect(region).toHaveAttribute("aria-label", "الإشعارات");
    await act(async () => {
      toast.error("تعذر إكمال عملية الدفع");
    });
    expect(await screen.findByRole("button", { name: "إغلاق الإشعار" })).toBeInTheDocument();
    expect(document.body.innerHTML).not.toMatch(/Notifications|Close toast/);
  });
});
