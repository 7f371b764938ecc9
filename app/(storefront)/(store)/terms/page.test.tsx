/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";

import type * as IdentityModule from "@/lib/env/identity";
import { deliveryEstimate } from "@/lib/pricing";
import { sourceLinesMatching } from "@/test/support/source-files";

import TermsPage from "./page";

// A build made with this identity (next.config.ts inlines it; lib/env/contract.ts reads it).
jest.mock("@/lib/env/contract", () => {
  const { identityFromSettings } = jest.requireActual<typeof IdentityModule>("@/lib/env/identity");
  return {
    ...jest.requireActual<object>("@/lib/env/contract"),
    BUILD_IDENTITY: identityFromSettings(
      {
        BUSINESS_NAME: "مؤسسة المثال للتسويق",
        BUSINESS_COUNTRY: "الإمارات العربية المتحدة",
        BUSINESS_ADDRESS: "مكتب 12، أبوظبي",
        GOVERNING_LAW: "قوانين إمارة أبوظبي",
        GOVERNING_COURTS: "محاكم سوق أبوظبي العالمي",
        VAT_REGISTERED: "true",
        VAT_TRN: "100123456700003",
        VAT_PERCENT: "7",
      },
      { supportEmail: null, whatsappNumber: "971501234567" },
    ),
  };
});

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

  it("names the seller, its law and courts, and a contact that exists, from the store's identity", () => {
    render(<TermsPage />);
    expect(section("البائع")).toContain("مؤسسة المثال للتسويق");
    expect(section("البائع")).toContain("100123456700003");
    expect(section("القانون المطبق")).toContain("قوانين إمارة أبوظبي");
    expect(section("القانون المطبق")).toContain("محاكم سوق أبوظبي العالمي");
    expect(document.body.textContent).not.toMatch(/السعودية/);
    // §8 points at a channel that is there (no "in the footer" promise).
    expect(section("التواصل")).not.toContain("أسفل الصفحة");
    expect(screen.getByRole("link", { name: "واتساب" })).toHaveAttribute(
      "href",
      expect.stringMatching(/^https:\/\/wa\.me\/971501234567/),
    );
  });
});

describe("the VAT rate", () => {
  it("is written nowhere as a number: every page states the identity's VAT_PERCENT", () => {
    expect(sourceLinesMatching(/ضريبة[^\n]*\d+\s*%/)).toEqual([]);
  });
});
