/** @jest-environment jsdom */
import { render, screen, within } from "@testing-library/react";

import { ClaimsPerDay } from "./claims-per-day";
import { RecentClaims } from "./recent-claims";

describe("the operator's free-views report", () => {
  it("lists the days newest first with their counts", () => {
    render(
      <ClaimsPerDay
        days={[
          { date: "2026-11-20", claims: 4 },
          { date: "2026-11-21", claims: 0 },
          { date: "2026-11-22", claims: 2 },
        ]}
      />,
    );
    const rows = within(screen.getAllByRole("rowgroup")[1]!).getAllByRole("row");
    expect(rows.map((r) => r.querySelector("time")?.getAttribute("dateTime"))).toEqual([
      "2026-11-22",
      "2026-11-21",
      "2026-11-20",
    ]);
    expect(rows.map((r) => r.querySelectorAll("td")[1]!.textContent)).toEqual(["2", "0", "4"]);
  });

  it("shows each claim's user, video, time in the UAE and order status, linked to the order", () => {
    render(
      <RecentClaims
        timeZone="Asia/Dubai"
        claims={[
          {
            id: "c1",
            createdAt: "2026-11-21T20:30:00.000Z",
            username: "sara",
            tiktokUrl: "https://vm.tiktok.com/ZMa1/",
            orderId: "o1",
            orderStatus: "PROCESSING",
          },
          {
            id: "c2",
            createdAt: "2026-11-20T08:00:00.000Z",
            username: "omar",
            tiktokUrl: "https://vm.tiktok.com/ZMa2/",
            orderId: "o2",
            orderStatus: "PARTIAL",
          },
        ]}
      />,
    );
    const [first, second] = within(screen.getAllByRole("rowgroup")[1]!).getAllByRole("row");
    expect(first).toHaveTextContent("sara");
    expect(first).toHaveTextContent(/(^|\D)22(\D|$)/); // 00:30 on the 22nd in the UAE, still the 21st in UTC
    expect(within(first!).getByRole("link", { name: "قيد المعالجة" })).toHaveAttribute("href", "/order-complete?id=o1");
    expect(within(first!).getByRole("link", { name: "https://vm.tiktok.com/ZMa1/" })).toHaveAttribute(
      "rel",
      "noopener noreferrer nofollow",
    );
    expect(within(second!).getByRole("link", { name: "مكتمل جزئياً" })).toHaveAttribute("href", "/order-complete?id=o2");
  });

  it("says so when nobody has claimed yet", () => {
    render(<RecentClaims timeZone="Asia/Dubai" claims={[]} />);
    expect(screen.getByText("لا توجد طلبات بعد.")).toBeInTheDocument();
    expect(screen.queryByRole("table")).toBeNull();
  });
});
