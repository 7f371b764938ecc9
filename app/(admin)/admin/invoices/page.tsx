import type { Metadata } from "next";
import Link from "next/link";

import {
  formatStoreTime,
  requireOperator,
  TAX_DOCUMENTS_SHOWN,
  taxDocuments,
  taxPeriodSchema,
  type TaxPeriodInput,
} from "@/lib/admin";
import { formatAed, formatCount } from "@/lib/pricing";
import { PAGES } from "@/lib/routes";

import { FIELD } from "../_components/list-form";
import { NotOperator } from "../_components/not-operator";
import { firstValues } from "../_components/query";

export const metadata: Metadata = { title: "الفواتير الضريبية: لوحة التشغيل", robots: { index: false } };
export const dynamic = "force-dynamic";

/** The period's tax invoices and credit notes, with totals and a CSV for the accountant. */
export default async function InvoicesPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[]>>;
}) {
  if (!(await requireOperator(PAGES.adminInvoices.path))) return <NotOperator />;
  const parsed = taxPeriodSchema.safeParse(firstValues(await searchParams));
  const input: TaxPeriodInput = parsed.success ? parsed.data : {};
  const docs = await taxDocuments(input);
  const query = new URLSearchParams({ from: docs.period.from, to: docs.period.to }).toString();
  return (
    <div className="grid gap-6">
      <h1 className="text-2xl font-bold">الفواتير الضريبية والإشعارات الدائنة</h1>
      <form
        method="get"
        action={PAGES.adminInvoices.path}
        className="grid gap-3 rounded-xl border bg-card p-4 sm:grid-cols-3"
      >
        <label className="grid gap-1 text-sm">
          من تاريخ
          <input name="from" type="date" defaultValue={docs.period.from} className={FIELD} />
        </label>
        <label className="grid gap-1 text-sm">
          إلى تاريخ
          <input name="to" type="date" defaultValue={docs.period.to} className={FIELD} />
        </label>
        <div className="flex items-end">
          <button type="submit" className="h-9 rounded-md bg-primary px-4 text-sm font-bold text-primary-foreground">
            عرض
          </button>
        </div>
      </form>
      {!parsed.success && (
        <p role="alert" className="text-destructive">
          التاريخ غير صالح، فعُرض هذا الشهر.
        </p>
      )}
      <dl className="grid gap-3 sm:grid-cols-3" aria-label="مجاميع الفترة">
        <Total
          label={`الفواتير (${formatCount(docs.invoices.count)})`}
          total={docs.invoices.totalFils}
          vat={docs.invoices.vatFils}
        />
        <Total
          label={`الإشعارات الدائنة (${formatCount(docs.creditNotes.count)})`}
          total={docs.creditNotes.totalFils}
          vat={docs.creditNotes.vatFils}
        />
        <Total label="الصافي" total={docs.net.totalFils} vat={docs.net.vatFils} />
      </dl>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p role="status">
          من {docs.period.from} إلى {docs.period.to}
          {docs.invoices.count + docs.creditNotes.count > TAX_DOCUMENTS_SHOWN &&
            ` (أول ${formatCount(TAX_DOCUMENTS_SHOWN)} مستند هنا؛ الملف فيه الكل)`}
        </p>
        <a href={`/api/admin/invoices/export?${query}`} className="rounded-md border px-3 py-1.5 text-sm" download>
          تصدير CSV للمحاسب
        </a>
      </div>
      <ul className="grid gap-3" aria-label="المستندات">
        {docs.rows.map((r) => (
          <li key={r.number} className="grid gap-1 rounded-xl border bg-card p-3 text-sm">
            <p className="flex flex-wrap justify-between gap-2 font-bold">
              <span>
                {r.kind === "invoice" ? "فاتورة ضريبية" : "إشعار دائن"} <span dir="ltr">{r.number}</span>
              </span>
              <span>{formatStoreTime(r.issuedAt)}</span>
            </p>
            {r.invoiceNumber && (
              <p>
                مرجعه الفاتورة <span dir="ltr">{r.invoiceNumber}</span>
              </p>
            )}
            <p className="tabular-nums">
              {formatAed(r.totalFils)}، منها ضريبة {formatAed(r.vatFils)} ({r.ratePercent}%)
            </p>
            {r.orderId && (
              <Link href={PAGES.adminOrder.path.replace("[orderId]", r.orderId)} className="text-primary underline">
                الطلب
              </Link>
            )}
          </li>
        ))}
      </ul>
      {docs.rows.length === 0 && <p className="text-muted-foreground">لا مستندات في هذه الفترة.</p>}
    </div>
  );
}

function Total({ label, total, vat }: { label: string; total: number; vat: number }) {
  return (
    <div className="grid gap-1 rounded-xl border bg-card p-3">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="font-bold tabular-nums">{formatAed(total)}</dd>
      <dd className="text-sm tabular-nums">منها ضريبة القيمة المضافة {formatAed(vat)}</dd>
    </div>
  );
}
