/**
 * Tax invoices and credit notes as a page shows them (client-safe: no server
 * code). The rules: docs/payments.md#tax-invoices.
 */

/** An invoice's printed number: INV- and six digits (the store's own sequence). */
export function invoiceNumberLabel(n: number): string {
  return `INV-${String(n).padStart(6, "0")}`;
}

/** A credit note's printed number: CN- and six digits (its own sequence). */
export function creditNoteNumberLabel(n: number): string {
  return `CN-${String(n).padStart(6, "0")}`;
}

/**
 * The VAT inside a VAT-inclusive total: total × rate / (100 + rate), rounded
 * to the nearest fils (halves up), in integers so no float rounding decides a
 * fils. `rateBp` is the rate in hundredths of a percent (500: 5%).
 */
export function vatInTotal(totalFils: number, rateBp: number): number {
  const numerator = totalFils * rateBp;
  const denominator = 10_000 + rateBp;
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/**
 * The VAT a credit note of `amountFils` credits against its invoice, after
 * earlier notes credited `earlier`: the VAT in all that is credited by the
 * end (at the invoice's rate) minus what the earlier notes took, never more
 * than the invoice still holds. A refund of the whole invoice therefore
 * credits exactly the invoice's VAT, whatever the number of notes.
 */
export function creditNoteVat(
  invoice: { totalFils: number; vatFils: number; vatRateBp: number },
  earlier: { totalFils: number; vatFils: number },
  amountFils: number,
): number {
  const credited = earlier.totalFils + amountFils;
  const vatByThen = credited >= invoice.totalFils ? invoice.vatFils : vatInTotal(credited, invoice.vatRateBp);
  return Math.max(0, Math.min(invoice.vatFils, vatByThen) - earlier.vatFils);
}

/** A percentage (up to two decimals) in hundredths of a percent. */
export function rateBpOf(percent: number): number {
  return Math.round(percent * 100);
}

/** The rate as printed: 5, 7.5. */
export function ratePercentLabel(rateBp: number): string {
  return `${rateBp / 100}`;
}

export interface CreditNoteView {
  number: string;
  issuedAt: string;
  totalFils: number;
  vatFils: number;
}

export interface TaxInvoiceView {
  number: string;
  issuedAt: string;
  seller: { name: string; address: string; trn: string };
  description: string;
  quantity: number;
  totalFils: number;
  vatFils: number;
  ratePercent: string;
  currency: string;
  orderId: string | null;
  creditNotes: CreditNoteView[];
}
