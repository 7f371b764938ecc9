import "server-only";

import { z } from "zod";

import { db, type Prisma } from "@/lib/db";
import { creditNoteNumberLabel, invoiceNumberLabel, ratePercentLabel } from "@/lib/ledger";

import { csvCell } from "./csv";
import { endOfStoreDay, startOfStoreDay, storeDay, storeDayParam, storeTimeZone } from "./time";

/**
 * The accountant's view (docs/payments.md#tax-invoices): the tax invoices and
 * credit notes issued in a period of store days, with their totals, and the
 * same as CSV. Amounts are positive; a credit note's reduce the period's net.
 */

/** The period's first and last store days (inclusive); unset: this month so far. */
export const taxPeriodSchema = z.object({
  from: storeDayParam,
  to: storeDayParam,
});
export type TaxPeriodInput = z.infer<typeof taxPeriodSchema>;

export interface TaxPeriod {
  from: string;
  to: string;
  start: Date;
  end: Date;
}

/** The period as instants: from the start of `from` to the start of the day after `to`, in the store's zone. */
export function taxPeriod(input: TaxPeriodInput, now = new Date()): TaxPeriod {
  const zone = storeTimeZone();
  const today = storeDay(now, zone);
  const from = input.from ?? `${today.slice(0, 8)}01`;
  const to = input.to ?? today;
  return { from, to, start: startOfStoreDay(from, zone), end: endOfStoreDay(to, zone) };
}

export interface TaxDocumentRow {
  kind: "invoice" | "credit-note";
  number: string;
  issuedAt: Date;
  /** A credit note's invoice. */
  invoiceNumber: string | null;
  orderId: string | null;
  totalFils: number;
  vatFils: number;
  ratePercent: string;
  /** What was bought (the invoice's). */
  description: string;
}

interface Sum {
  count: number;
  totalFils: number;
  vatFils: number;
}

export interface TaxDocuments {
  period: TaxPeriod;
  invoices: Sum;
  creditNotes: Sum;
  /** Invoices minus credit notes. */
  net: { totalFils: number; vatFils: number };
  /** The period's documents by date, at most TAX_DOCUMENTS_SHOWN (the CSV has them all). */
  rows: TaxDocumentRow[];
}

export const TAX_DOCUMENTS_SHOWN = 200;
const BATCH = 500;

const invoiceSelect = {
  id: true,
  number: true,
  issuedAt: true,
  totalFils: true,
  vatFils: true,
  vatRateBp: true,
  description: true,
  payment: { select: { order: { select: { id: true } } } },
} as const satisfies Prisma.TaxInvoiceSelect;

const creditSelect = {
  id: true,
  number: true,
  issuedAt: true,
  totalFils: true,
  vatFils: true,
  invoice: {
    select: {
      number: true,
      vatRateBp: true,
      description: true,
      payment: { select: { order: { select: { id: true } } } },
    },
  },
} as const satisfies Prisma.CreditNoteSelect;

type InvoiceRow = Prisma.TaxInvoiceGetPayload<{ select: typeof invoiceSelect }>;
type CreditRow = Prisma.CreditNoteGetPayload<{ select: typeof creditSelect }>;

const invoiceRow = (i: InvoiceRow): TaxDocumentRow => ({
  kind: "invoice",
  number: invoiceNumberLabel(i.number),
  issuedAt: i.issuedAt,
  invoiceNumber: null,
  orderId: i.payment.order?.id ?? null,
  totalFils: i.totalFils,
  vatFils: i.vatFils,
  ratePercent: ratePercentLabel(i.vatRateBp),
  description: i.description,
});

const creditRow = (c: CreditRow): TaxDocumentRow => ({
  kind: "credit-note",
  number: creditNoteNumberLabel(c.number),
  issuedAt: c.issuedAt,
  invoiceNumber: invoiceNumberLabel(c.invoice.number),
  orderId: c.invoice.payment.order?.id ?? null,
  totalFils: c.totalFils,
  vatFils: c.vatFils,
  ratePercent: ratePercentLabel(c.invoice.vatRateBp),
  description: c.invoice.description,
});

/** The period's documents and totals (the sums are the database's, over every document). */
export async function taxDocuments(input: TaxPeriodInput): Promise<TaxDocuments> {
  const period = taxPeriod(input);
  const issuedAt = { gte: period.start, lt: period.end };
  const [inv, cn, invoices, credits] = await Promise.all([
    db.taxInvoice.aggregate({ where: { issuedAt }, _count: true, _sum: { totalFils: true, vatFils: true } }),
    db.creditNote.aggregate({ where: { issuedAt }, _count: true, _sum: { totalFils: true, vatFils: true } }),
    db.taxInvoice.findMany({
      where: { issuedAt },
      select: invoiceSelect,
      orderBy: { number: "asc" },
      take: TAX_DOCUMENTS_SHOWN,
    }),
    db.creditNote.findMany({
      where: { issuedAt },
      select: creditSelect,
      orderBy: { number: "asc" },
      take: TAX_DOCUMENTS_SHOWN,
    }),
  ]);
  const sum = (a: typeof inv): Sum => ({
    count: a._count,
    totalFils: a._sum.totalFils ?? 0,
    vatFils: a._sum.vatFils ?? 0,
  });
  const i = sum(inv);
  const c = sum(cn);
  const rows = [...invoices.map(invoiceRow), ...credits.map(creditRow)]
    .sort((a, b) => a.issuedAt.getTime() - b.issuedAt.getTime())
    .slice(0, TAX_DOCUMENTS_SHOWN);
  return {
    period,
    invoices: i,
    creditNotes: c,
    net: { totalFils: i.totalFils - c.totalFils, vatFils: i.vatFils - c.vatFils },
    rows,
  };
}

const CSV_HEADER = [
  "النوع",
  "الرقم",
  "تاريخ الإصدار",
  "مرجع الفاتورة",
  "رقم الطلب",
  "الوصف",
  "الإجمالي شامل الضريبة (درهم)",
  "المبلغ قبل الضريبة (درهم)",
  "ضريبة القيمة المضافة (درهم)",
  "نسبة الضريبة (%)",
];
const KIND_LABELS = { invoice: "فاتورة ضريبية", "credit-note": "إشعار دائن" } as const;

/**
 * Every invoice, then every credit note, of the period as CSV (formula-safe
 * cells, a BOM for the Arabic), read in batches so a long period never holds
 * them all. Times are in the store's zone.
 */
export function taxDocumentsCsv(input: TaxPeriodInput): ReadableStream<Uint8Array> {
  const period = taxPeriod(input);
  const issuedAt = { gte: period.start, lt: period.end };
  const when = new Intl.DateTimeFormat("sv-SE", { timeZone: storeTimeZone(), dateStyle: "short", timeStyle: "medium" });
  const aed = (fils: number) => (fils / 100).toFixed(2);
  const encoder = new TextEncoder();
  let stage: "header" | "invoice" | "credit-note" = "header";
  let after = 0;
  const line = (r: TaxDocumentRow) =>
    [
      KIND_LABELS[r.kind],
      r.number,
      when.format(r.issuedAt),
      r.invoiceNumber,
      r.orderId,
      r.description,
      aed(r.totalFils),
      aed(r.totalFils - r.vatFils),
      aed(r.vatFils),
      r.ratePercent,
    ]
      .map(csvCell)
      .join(",");
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (stage === "header") {
        stage = "invoice";
        controller.enqueue(encoder.encode(`\uFEFF${CSV_HEADER.map(csvCell).join(",")}\r\n`));
        return;
      }
      const where = { issuedAt, number: { gt: after } };
      const rows =
        stage === "invoice"
          ? (
              await db.taxInvoice.findMany({ where, select: invoiceSelect, orderBy: { number: "asc" }, take: BATCH })
            ).map((r) => ({ n: r.number, row: invoiceRow(r) }))
          : (
              await db.creditNote.findMany({ where, select: creditSelect, orderBy: { number: "asc" }, take: BATCH })
            ).map((r) => ({ n: r.number, row: creditRow(r) }));
      if (rows.length) {
        after = rows[rows.length - 1]!.n;
        controller.enqueue(encoder.encode(`${rows.map((r) => line(r.row)).join("\r\n")}\r\n`));
      }
      if (rows.length < BATCH) {
        if (stage === "credit-note") controller.close();
        else {
          stage = "credit-note";
          after = 0;
        }
      }
    },
  });
}
