/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";

import { deliveryEstimate } from "@/lib/pricing";
import { sourceLinesMatching } from "@/test/support/source-files";

import TermsPage from "./page";

// A build made with VAT_PERCENT=7 (next.config.ts inlines it; lib/env/contract.test.ts reads it).
jest.mock("@/lib/env/contract", () => ({
  ...jest.requireActual<object>("@/lib/env/contract"),
  BUILD_VAT_PERCENT: 7,
}));

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

  it("states the VAT rate the store is configured with (VAT_PERCENT, as the build read it)", () => {
    render(<TermsPage />);
    expect(section("الأسعار والدفع")).toContain("شاملة ضريبة القيمة المضافة (7%)");
    expect(document.body.textContent).not.toContain("15%");
  });
});

describe("the VAT rate", () => {
  it("is written nowhere as a number: every page states VAT_PERCENT", () => {
    expect(sourceLinesMatching(/ضريبة[^\n]*\d+\s*%/)).toEqual([]);
  });
});
