/** @jest-environment jsdom */
import { render, screen, within } from "@testing-library/react";

import type { TaxInvoiceView } from "@/lib/ledger/contract";

import { TaxInvoice } from "./tax-invoice";

const invoice: TaxInvoiceView = {
  number: "INV-000043",
  issuedAt: "2026-12-07T08:00:00.000Z",
  seller: { name: "متجر التجربة ذ.م.م", address: "دبي، الإمارات", trn: "100000000000003" },
  description: "طلب 100,000 مشاهدة",
  quantity: 100_000,
  listFils: 1_500,
  discountFils: 300,
  discountLabel: "رمز الخصم TIKTOK20",
  totalFils: 1_200,
  vatFils: 57,
  ratePercent: "5",
  currency: "AED",
  orderId: "00000000-0000-4000-8000-000000000002",
  creditNotes: [],
};

describe("a tax invoice with a discount", () => {
  it("shows the price, the discount line naming the code, and the VAT on what was paid", () => {
    render(<TaxInvoice invoice={invoice} timeZone="Asia/Dubai" />);
    const rows = within(screen.getByRole("table")).getAllByRole("row");
    expect(rows.map((r) => r.textContent)).toEqual([
      "الوصفالكميةالمبلغ",
      "طلب 100,000 مشاهدة100,00015.00 درهم",
      "رمز الخصم TIKTOK20−3.00 درهم",
    ]);
    const text = screen.getByRole("article").textContent!;
    expect(text).toContain("المبلغ قبل الضريبة11.43 درهم");
    expect(text).toContain("ضريبة القيمة المضافة (5%)0.57 درهم");
    expect(text).toContain("الإجمالي شاملاً ضريبة القيمة المضافة12.00 درهم");
  });

  it("has no discount line when nothing was taken off", () => {
    render(
      <TaxInvoice
        invoice={{ ...invoice, listFils: 1_200, discountFils: 0, discountLabel: null }}
        timeZone="Asia/Dubai"
      />,
    );
    expect(within(screen.getByRole("table")).getAllByRole("row")).toHaveLength(2);
    expect(screen.getByRole("article").textContent).not.toContain("خصم");
  });
});
