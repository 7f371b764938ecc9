import { vatInTotal } from "@/lib/pricing";

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


type InvoiceVat = { totalFils: number; vatFils: number; vatRateBp: number };

/**
 * The VAT an invoice's credit notes credit in all once `creditedFils` of its
 * total has been returned: the VAT in that amount at the invoice's rate,
 * never more than the invoice holds, and all of it when all is returned.
 */
export function vatCreditedBy(invoice: InvoiceVat, creditedFils: number): number {
  if (creditedFils <= 0) return 0;
  if (creditedFils >= invoice.totalFils) return invoice.vatFils;
  return Math.min(invoice.vatFils, vatInTotal(creditedFils, invoice.vatRateBp));
}

/**
 * The VAT a credit note of `amountFils` credits against its invoice, after
 * earlier notes credited `earlier`: the VAT credited by the end of this note
 * minus what the earlier notes took. A refund of the whole invoice therefore
 * credits exactly the invoice's VAT, whatever the number of notes.
 */
export function creditNoteVat(
  invoice: InvoiceVat,
  earlier: { totalFils: number; vatFils: number },
  amountFils: number,
): number {
  return Math.max(0, vatCreditedBy(invoice, earlier.totalFils + amountFils) - earlier.vatFils);
}

/**
 * The VAT an invoice still holds once `refundedFils` of it is refunded (its
 * credit notes issued or due): what the store owes on what it kept. The cost
 * and margin figures take a paid order's VAT from here, at the invoice's rate.
 */
export function vatKept(invoice: InvoiceVat, refundedFils: number): number {
  return invoice.vatFils - vatCreditedBy(invoice, refundedFils);
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
  /** The price before discounts (the total when nothing was taken off). */
  listFils: number;
  /** What discounts took off, and what the line names (a code, the returning customer's discount). */
  discountFils: number;
  discountLabel: string | null;
  totalFils: number;
  vatFils: number;
  ratePercent: string;
  currency: string;
  orderId: string | null;
  creditNotes: CreditNoteView[];
}
