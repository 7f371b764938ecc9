import "server-only";

import type { Tx } from "@/lib/db";
import { env } from "@/lib/env";
import { rateBpOf, vatInTotal } from "@/lib/pricing";

import { creditNoteVat } from "./contract";

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
    select: {
      status: true,
      description: true,
      quantity: true,
      listAmountFils: true,
      amountFils: true,
      codeDiscountFils: true,
      promotionDiscountFils: true,
      currency: true,
      discountCode: { select: { code: true } },
      promotion: { select: { title: true } },
    },
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
      // The discount line: the price before discounts and what they took off; the VAT is on what was paid.
      listFils: Math.max(payment.listAmountFils, payment.amountFils),
      discountFils: Math.max(0, payment.listAmountFils - payment.amountFils),
      discountLabel: discountLabel(payment),
      totalFils: payment.amountFils,
      vatFils: vatInTotal(payment.amountFils, rateBp),
      currency: payment.currency,
    },
  });
  return number;
}

/** What the invoice's discount line names: the promotion, the code, the returning customer's discount, in that order. */
function discountLabel(payment: {
  listAmountFils: number;
  amountFils: number;
  codeDiscountFils: number;
  promotionDiscountFils: number;
  discountCode: { code: string } | null;
  promotion: { title: string } | null;
}): string | null {
  const returning =
    payment.listAmountFils - payment.amountFils - payment.codeDiscountFils - payment.promotionDiscountFils > 0;
  const parts = [
    payment.promotion && payment.promotionDiscountFils > 0 ? `عرض ${payment.promotion.title}` : null,
    payment.discountCode && payment.codeDiscountFils > 0 ? `رمز الخصم ${payment.discountCode.code}` : null,
    returning ? "خصم العميل العائد" : null,
  ].filter((p): p is string => p !== null);
  // The column holds 80 characters; a long promotion title is cut, never the invoice.
  return parts.length > 0 ? parts.join(" و").slice(0, 80) : null;
}

/**
 * The credit note of a refund that returned money, issued in the transaction
 * that marks the refund COMPLETED (lib/payment-providers, the one place that
 * does): once per refund (its unique refund id backs that), referencing the
 * payment's tax invoice, with the VAT at the invoice's rate. A payment without
 * an invoice (paid while not VAT-registered) gets none. Returns the number, or null.
 *
 * Its VAT is what the invoice's VAT still holds after the earlier notes: the
 * VAT in everything credited so far (this note included) minus what the
 * earlier notes credited, so the notes of a fully refunded invoice add up to
 * its VAT to the fils (two 1.75 AED notes of a 3.50 AED invoice: 0.08 + 0.09).
 * The invoice row is locked first, so two notes of one invoice queue.
 */
export async function issueCreditNote(tx: Tx, refundId: string, issuedAt: Date): Promise<number | null> {
  const refund = await tx.refund.findUnique({
    where: { id: refundId },
    select: {
      status: true,
      amountFils: true,
      creditNote: { select: { number: true } },
      payment: { select: { invoice: { select: { id: true } } } },
    },
  });
  if (refund?.status !== "COMPLETED") return null;
  if (refund.creditNote) return refund.creditNote.number;
  const invoiceId = refund.payment.invoice?.id;
  if (!invoiceId) return null;
  const [invoice] = await tx.$queryRaw<{ totalFils: number; vatFils: number; vatRateBp: number }[]>`
    SELECT "total_fils" AS "totalFils", "vat_fils" AS "vatFils", "vat_rate_bp" AS "vatRateBp"
    FROM "tax_invoices" WHERE "id" = ${invoiceId}::uuid FOR UPDATE`;
  const earlier = await tx.creditNote.aggregate({
    where: { invoiceId },
    _sum: { totalFils: true, vatFils: true },
  });
  const vatFils = creditNoteVat(
    invoice!,
    {
      totalFils: earlier._sum.totalFils ?? 0,
      vatFils: earlier._sum.vatFils ?? 0,
    },
    refund.amountFils,
  );
  const number = await nextNumber(tx, "CREDIT_NOTE");
  await tx.creditNote.create({
    data: { number, refundId, invoiceId, issuedAt, totalFils: refund.amountFils, vatFils },
  });
  return number;
}
