import "server-only";

import { db, type Prisma } from "@/lib/db";

import { creditNoteNumberLabel, invoiceNumberLabel, ratePercentLabel, type TaxInvoiceView } from "./contract";

const invoiceSelect = {
  number: true,
  issuedAt: true,
  sellerName: true,
  sellerAddress: true,
  sellerTrn: true,
  vatRateBp: true,
  description: true,
  quantity: true,
  listFils: true,
  discountFils: true,
  discountLabel: true,
  totalFils: true,
  vatFils: true,
  currency: true,
  payment: { select: { order: { select: { id: true } } } },
  creditNotes: {
    select: { number: true, issuedAt: true, totalFils: true, vatFils: true },
    orderBy: { number: "asc" },
  },
} as const satisfies Prisma.TaxInvoiceSelect;

type InvoiceRow = Prisma.TaxInvoiceGetPayload<{ select: typeof invoiceSelect }>;

/** An invoice row as the invoice page shows it. */
function taxInvoiceView(row: InvoiceRow): TaxInvoiceView {
  return {
    number: invoiceNumberLabel(row.number),
    issuedAt: row.issuedAt.toISOString(),
    seller: { name: row.sellerName, address: row.sellerAddress, trn: row.sellerTrn },
    description: row.description,
    quantity: row.quantity,
    // Invoices issued before the discount line kept no list price (0): their total is the price.
    listFils: Math.max(row.listFils, row.totalFils),
    discountFils: row.discountFils,
    discountLabel: row.discountLabel,
    totalFils: row.totalFils,
    vatFils: row.vatFils,
    ratePercent: ratePercentLabel(row.vatRateBp),
    currency: row.currency,
    orderId: row.payment.order?.id ?? null,
    creditNotes: row.creditNotes.map((c) => ({
      number: creditNoteNumberLabel(c.number),
      issuedAt: c.issuedAt.toISOString(),
      totalFils: c.totalFils,
      vatFils: c.vatFils,
    })),
  };
}

/**
 * The one invoice `where` finds, with its credit notes; null when there is
 * none. Whoever may see it is decided by the caller, inside `where` (lib/orders).
 */
export async function taxInvoiceOf(where: Prisma.TaxInvoiceWhereInput): Promise<TaxInvoiceView | null> {
  const row = await db.taxInvoice.findFirst({ where, select: invoiceSelect });
  return row ? taxInvoiceView(row) : null;
}
