/** @jest-environment jsdom */
import { render, screen, within } from "@testing-library/react";

import { OrderRows, type OrderRow } from "./order-rows";

const row = (over: Partial<OrderRow> = {}): OrderRow => ({
  key: "o1",
  serviceType: "views",
  quantity: 5000,
  status: "REFUNDED",
  amount: 15,
  free: false,
  createdAt: "2026-11-21T10:00:00.000Z",
  link: "https://www.tiktok.com/@creator/video/7300000000000000001",
  href: "/order-complete?id=o1",
  ...over,
});

describe("a row of /orders", () => {
  it("draws the date and the amount as two labelled facts, never one run of digits", () => {
    render(<OrderRows rows={[row()]} />);
    const date = screen.getByTestId("order-date");
    const amount = screen.getByTestId("order-amount");
    expect(within(date).getByRole("term").textContent).toBe("التاريخ:");
    expect(within(date).getByRole("definition").textContent).toMatch(/2026/);
    expect(within(date).getByRole("definition").textContent).not.toMatch(/15\.00/);
    expect(within(amount).getByRole("term").textContent).toBe("المبلغ:");
    expect(within(amount).getByRole("definition").textContent).toBe("15.00 درهم");
    // The date comes first in reading order, as separate elements.
    expect(date.compareDocumentPosition(amount) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(date.contains(amount)).toBe(false);
  });

  it("says free for the free offer, and a refund in progress is not «تم الاسترداد»", () => {
    render(<OrderRows rows={[row({ key: "f", amount: null, free: true, refundInProgress: true })]} />);
    expect(within(screen.getByTestId("order-amount")).getByRole("definition").textContent).toBe("مجاني");
    expect(screen.getByText("الاسترداد جارٍ")).toBeInTheDocument();
    expect(screen.queryByText("تم الاسترداد")).not.toBeInTheDocument();
  });
});
