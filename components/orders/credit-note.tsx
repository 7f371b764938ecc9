import type { CreditNoteView, TaxInvoiceView } from "@/lib/ledger/contract";
import { formatAed } from "@/lib/pricing";

import { PrintButton } from "./print-button";

/**
 * A credit note as a document of its own (docs/payments.md#tax-invoices): the
 * words «إشعار دائن», its number and date, the seller, the tax invoice it
 * corrects (number and date), what is returned, the amount before VAT, the
 * VAT and the total. Printable on a phone and on A4, one per page.
 */
export function CreditNote({
  note,
  invoice,
  timeZone,
}: {
  note: CreditNoteView;
  invoice: TaxInvoiceView;
  timeZone: string;
}) {
  const date = new Intl.DateTimeFormat("ar-AE-u-nu-latn", { dateStyle: "long", timeStyle: "short", timeZone });
  const id = `credit-note-${note.number}`;
  return (
    <article
      aria-labelledby={id}
      className="grid break-after-page gap-5 rounded-xl border bg-card p-5 text-sm shadow-sm print:rounded-none print:border-0 print:p-0 print:shadow-none"
    >
      <header className="grid gap-1">
        <h2 id={id} className="text-xl font-extrabold">
          إشعار دائن
        </h2>
        <dl className="grid gap-1">
          <Row label="رقم الإشعار" value={note.number} ltr />
          <Row label="تاريخ الإصدار" value={date.format(new Date(note.issuedAt))} />
          <Row label="الفاتورة الضريبية التي يعدّلها" value={invoice.number} ltr />
          <Row label="تاريخ الفاتورة" value={date.format(new Date(invoice.issuedAt))} />
        </dl>
      </header>
      <section aria-labelledby={`${id}-seller`} className="grid gap-1">
        <h3 id={`${id}-seller`} className="font-bold">
          البائع
        </h3>
        <p>{invoice.seller.name}</p>
        <p>{invoice.seller.address}</p>
        <dl>
          <Row label="رقم التسجيل الضريبي" value={invoice.seller.trn} ltr />
        </dl>
      </section>
      <section aria-labelledby={`${id}-returned`} className="grid gap-1">
        <h3 id={`${id}-returned`} className="font-bold">
          ما أُعيد
        </h3>
        <p className="break-words">إعادة مبلغ عن: {invoice.description}</p>
      </section>
      <dl className="grid gap-1">
        <Row label="المبلغ المُعاد قبل الضريبة" value={formatAed(note.totalFils - note.vatFils)} />
        <Row label={`ضريبة القيمة المضافة (${invoice.ratePercent}%)`} value={formatAed(note.vatFils)} />
        <Row label="المبلغ المُعاد شاملاً ضريبة القيمة المضافة" value={formatAed(note.totalFils)} strong />
      </dl>
      <p className="text-xs text-muted-foreground">
        يخفّض هذا الإشعار قيمة الفاتورة <span dir="ltr">{invoice.number}</span> بالمبلغ المُعاد. الضريبة محسوبة بنسبة
        الفاتورة ومقرّبة إلى أقرب فلس. العملة: درهم إماراتي.
      </p>
      <PrintButton label="طباعة الإشعار الدائن" />
    </article>
  );
}

function Row({ label, value, ltr, strong }: { label: string; value: string; ltr?: boolean; strong?: boolean }) {
  return (
    <div className={`flex flex-wrap justify-between gap-x-3 ${strong ? "text-base font-bold" : ""}`}>
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="tabular-nums" dir={ltr ? "ltr" : undefined}>
        {value}
      </dd>
    </div>
  );
}
