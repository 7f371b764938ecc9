import "server-only";

// The ledger: the store's money on paper, on the floor just above the database.
// Refunds (their rows, bounds and sums, and the outcomes the provider's answers
// decide: completed, refused and tried again, failed and released). Tax invoices (one per paid payment while VAT-registered) and credit notes
// (one per refund that returned money), numbered gap-free, with the one VAT
// function at each document's own rate (docs/payments.md#tax-invoices); and
// the audit log's one writer, `recordAudit`, for operators, customers and the
// store, inside the transaction of the movement it records
// (docs/operations.md#the-audit-log). Payments, refunds and the console call
// down into it in their own transactions.
export { recordAudit, STORE, type AuditActor, type AuditEntry } from "./audit";
export { issueCreditNote, issueTaxInvoice } from "./issue";
export { taxInvoiceOf } from "./view";
export {
  REFUND_TOO_MUCH_MESSAGE,
  refundAccepted,
  refundRefused,
  refundUnsendable,
  writeItemRefund,
  writeOrderRefund,
} from "./refunds";
export { normaliseDecimal, perUnits, scaledDecimal, toFils } from "./costs";
export * from "./contract";
