import { formatAed, formatCount } from "@/lib/pricing";
import type { TaxInvoiceView } from "@/lib/ledger/contract";

import { PrintButton } from "./print-button";

/**
 * A simplified tax invoice (docs/payments.md#tax-invoices): the words
 * «فاتورة ضريبية», the seller's name, address and TRN, the invoice's number
 * and date, what was bought at its price, the discount line when one was
 * taken off, the total and the VAT in it (on what was paid); then the credit
 * notes that reference it. Printable on a phone and on A4 (the header and
 * footer are hidden in print).
 */
export function TaxInvoice({ invoice, timeZone }: { invoice: TaxInvoiceView; timeZone: string }) {
  const date = new Intl.DateTimeFormat("ar-AE-u-nu-latn", { dateStyle: "long", timeStyle: "short", timeZone });
  const net = invoice.totalFils - invoice.vatFils;
  return (
    <article
      aria-labelledby="invoice-title"
      className="grid gap-5 rounded-xl border bg-card p-5 text-sm shadow-sm print:rounded-none print:border-0 print:p-0 print:shadow-none"
    >
      <header className="grid gap-1">
        <h2 id="invoice-title" className="text-xl font-extrabold">
          فاتورة ضريبية مبسطة
        </h2>
        <dl className="grid gap-1">
          <Row label="رقم الفاتورة" value={invoice.number} ltr />
          <Row label="تاريخ الإصدار" value={date.format(new Date(invoice.issuedAt))} />
        </dl>
      </header>
      <section aria-labelledby="seller-title" className="grid gap-1">
        <h3 id="seller-title" className="font-bold">
          البائع
        </h3>
        <p>{invoice.seller.name}</p>
        <p>{invoice.seller.address}</p>
        <dl>
          <Row label="رقم التسجيل الضريبي" value={invoice.seller.trn} ltr />
        </dl>
      </section>
      <table className="w-full border-collapse text-start">
        <caption className="sr-only">ما تم شراؤه</caption>
        <thead>
          <tr className="border-b">
            <th scope="col" className="py-2 text-start font-semibold">
              الوصف
            </th>
            <th scope="col" className="py-2 text-start font-semibold">
              الكمية
            </th>
            <th scope="col" className="py-2 text-start font-semibold">
              المبلغ
            </th>
          </tr>
        </thead>
        <tbody>
          <tr className="border-b align-top">
            <td className="py-2 pe-2 break-words">{invoice.description}</td>
            <td className="py-2 pe-2 tabular-nums">{formatCount(invoice.quantity)}</td>
            <td className="py-2 whitespace-nowrap tabular-nums">{formatAed(invoice.listFils)}</td>
          </tr>
          {invoice.discountFils > 0 && (
            <tr className="border-b align-top">
              <td className="py-2 pe-2 break-words" colSpan={2}>
                {invoice.discountLabel ?? "خصم"}
              </td>
              <td className="py-2 whitespace-nowrap tabular-nums">
                <span dir="ltr">−{formatAed(invoice.discountFils)}</span>
              </td>
            </tr>
          )}
        </tbody>
      </table>
      <dl className="grid gap-1">
        <Row label="المبلغ قبل الضريبة" value={formatAed(net)} />
        <Row label={`ضريبة القيمة المضافة (${invoice.ratePercent}%)`} value={formatAed(invoice.vatFils)} />
        <Row label="الإجمالي شاملاً ضريبة القيمة المضافة" value={formatAed(invoice.totalFils)} strong />
      </dl>
      <p className="text-xs text-muted-foreground">
        الأسعار شاملة ضريبة القيمة المضافة؛ الضريبة محسوبة من الإجمالي ومقرّبة إلى أقرب فلس. العملة: درهم إماراتي.
      </p>
      {invoice.creditNotes.length > 0 && (
        <section aria-labelledby="credit-title" className="grid gap-2 border-t pt-3">
          <h3 id="credit-title" className="font-bold">
            إشعارات دائنة على هذه الفاتورة
          </h3>
          <ul className="grid gap-2">
            {invoice.creditNotes.map((c) => (
              <li key={c.number} className="grid gap-0.5">
                <span>
                  إشعار دائن <span dir="ltr">{c.number}</span> بتاريخ {date.format(new Date(c.issuedAt))}، مرجعه
                  الفاتورة <span dir="ltr">{invoice.number}</span>
                </span>
                <span className="tabular-nums">
                  المبلغ المُعاد: {formatAed(c.totalFils)}، منه ضريبة القيمة المضافة: {formatAed(c.vatFils)}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
      <PrintButton label="طباعة الفاتورة" />
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
