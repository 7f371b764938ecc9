import "server-only";

// The tax documents' room: simplified tax invoices (one per paid payment while
// the store is VAT-registered) and credit notes (one per refund that returned
// money), numbered gap-free per store (docs/payments.md#tax-invoices). Payments
// and the refund job call down into it in their own transactions; orders and
// the console read the documents.
export { issueCreditNote, issueTaxInvoice } from "./issue";
export { taxInvoiceOf } from "./view";
export * from "./contract";
