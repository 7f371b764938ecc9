import "server-only";

import type { Tx } from "@/lib/db";
import { env } from "@/lib/env";

import { rateBpOf, vatInTotal } from "./contract";

type DocumentKind = "TAX_INVOICE" | "CREDIT_NOTE";

/**
 * The next number of a kind of document: its counter row raised in the
 * caller's transaction. The row stays locked until that transaction ends, so
 * concurrent issuers queue; a transaction that rolls back takes its number
 * back with it: numbers are sequential and gap-free.
 */
async function nextNumber(tx: Tx, kind: DocumentKind): Promise<number> {
  const [row] = await tx.$queryRaw<{ last: number }[]>`
    INSERT INTO "document_counters" ("kind", "last") VALUES (${kind}, 1)
    ON CONFLICT ("kind") DO UPDATE SET "last" = "document_counters"."last" + 1
    RETURNING "last"`;
  return row!.last;
}

/**
 * The tax invoice of a paid payment, issued in the transaction that marks it
 * paid (lib/payments applyIntent, under the payment's row lock): once per
 * payment (its unique payment id backs that), only while the store is
 * VAT-registered. The seller, TRN and rate are copied as they are now.
 * Returns the invoice's number, or null when none is due.
 */
export async function issueTaxInvoice(tx: Tx, paymentId: string, issuedAt: Date): Promise<number | null> {
  const { name, address, vat } = env().IDENTITY;
  if (!vat.registered) return null;
  const existing = await tx.taxInvoice.findUnique({ where: { paymentId }, select: { number: true } });
  if (existing) return existing.number;
  const payment = await tx.payment.findUnique({
    where: { id: paymentId },
    select: { status: true, description: true, quantity: true, amountFils: true, currency: true },
  });
  if (payment?.status !== "COMPLETED") return null;
  const rateBp = rateBpOf(vat.ratePercent);
  const number = await nextNumber(tx, "TAX_INVOICE");
  await tx.taxInvoice.create({
    data: {
      number,
      paymentId,
      issuedAt,
      sellerName: name,
      sellerAddress: address ?? "",
      sellerTrn: vat.trn,
      vatRateBp: rateBp,
      description: payment.description,
      quantity: payment.quantity,
      totalFils: payment.amountFils,
      vatFils: vatInTotal(payment.amountFils, rateBp),
      currency: payment.currency,
    },
  });
  return number;
}

/**
 * The credit note of a refund that returned money, issued in the transaction
 * that marks the refund COMPLETED (lib/payment-providers, the one place that
 * does): once per refund (its unique refund id backs that), referencing the
 * payment's tax invoice, with the VAT at the invoice's rate. A payment without
 * an invoice (paid while not VAT-registered) gets none. Returns the number, or null.
 */
export async function issueCreditNote(tx: Tx, refundId: string, issuedAt: Date): Promise<number | null> {
  const refund = await tx.refund.findUnique({
    where: { id: refundId },
    select: {
      status: true,
      amountFils: true,
      creditNote: { select: { number: true } },
      payment: { select: { invoice: { select: { id: true, vatRateBp: true } } } },
    },
  });
  if (refund?.status !== "COMPLETED") return null;
  if (refund.creditNote) return refund.creditNote.number;
  const invoice = refund.payment.invoice;
  if (!invoice) return null;
  const number = await nextNumber(tx, "CREDIT_NOTE");
  await tx.creditNote.create({
    data: {
      number,
      refundId,
      invoiceId: invoice.id,
      issuedAt,
      totalFils: refund.amountFils,
      vatFils: vatInTotal(refund.amountFils, invoice.vatRateBp),
    },
  });
  return number;
}
