/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";

import { deliveryEstimate } from "@/lib/pricing";

import TermsPage from "./page";

const section = (heading: string) =>
  screen.getByRole("heading", { name: new RegExp(heading) }).closest("section")!.textContent ?? "";

describe("the terms page", () => {
  it("states the delivery times of the delivery table, from its fastest to its slowest tier", () => {
    render(<TermsPage />);
    const delivery = section("التسليم");
    const fastest = deliveryEstimate("views", 1);
    const slowest = deliveryEstimate("views", 1_000_000);
    const explorer = deliveryEstimate("explorer", 25_000);
    const bare = (within: string) => within.replace("خلال ", "");
    expect(delivery).toContain(`${fastest.start} إلى ${bare(slowest.start)} حسب الكمية`);
    expect(delivery).toContain(`${fastest.complete} إلى ${bare(slowest.complete)}`);
    expect(delivery).toContain(`وباقة الإكسبلور ${explorer.start} إلى ${bare(explorer.complete)}`);
  });
});
