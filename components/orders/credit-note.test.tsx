/** @jest-environment jsdom */
import { render, screen, within } from "@testing-library/react";

import type { TaxInvoiceView } from "@/lib/ledger/contract";

import { CreditNote } from "./credit-note";

const invoice: TaxInvoiceView = {
  number: "INV-000042",
  issuedAt: "2026-11-20T08:00:00.000Z",
  seller: { name: "متجر التجربة ذ.م.م", address: "دبي، الإمارات", trn: "100000000000003" },
  description: "طلب 5000 مشاهدة",
  quantity: 5000,
  listFils: 2_500,
  discountFils: 0,
  discountLabel: null,
  totalFils: 2_500,
  vatFils: 119,
  ratePercent: "5",
  currency: "AED",
  orderId: "00000000-0000-4000-8000-000000000001",
  creditNotes: [{ number: "CN-000007", issuedAt: "2026-11-21T09:30:00.000Z", totalFils: 700, vatFils: 33 }],
};

describe("a credit note as a document of its own", () => {
  it("states its number and date, the invoice it corrects, the seller, what is returned and its VAT", () => {
    render(<CreditNote note={invoice.creditNotes[0]!} invoice={invoice} timeZone="Asia/Dubai" />);
    const doc = screen.getByRole("article", { name: "إشعار دائن" });
    const text = doc.textContent!;
    expect(text).toContain("CN-000007");
    expect(text).toMatch(/تاريخ الإصدار21 نوفمبر 2026/);
    expect(text).toMatch(/الفاتورة الضريبية التي يعدّلهاINV-000042/);
    expect(text).toMatch(/تاريخ الفاتورة20 نوفمبر 2026/);
    expect(text).toContain("100000000000003");
    expect(text).toContain("إعادة مبلغ عن: طلب 5000 مشاهدة");
    // 7.00 AED returned, 0.33 of it VAT at the invoice's 5 %.
    expect(text).toMatch(/المبلغ المُعاد قبل الضريبة6\.67/);
    expect(text).toMatch(/ضريبة القيمة المضافة \(5%\)0\.33/);
    expect(text).toMatch(/المبلغ المُعاد شاملاً ضريبة القيمة المضافة7\.00/);
    expect(within(doc).getByRole("button", { name: "طباعة الإشعار الدائن" })).toBeInTheDocument();
  });
});
