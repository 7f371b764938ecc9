import type { Metadata } from "next";
import Link from "next/link";

import {
  DATE_FILTER_MESSAGE,
  FIRST_FILTER_DAY,
  formatStoreTime,
  label,
  LAST_FILTER_DAY,
  ORDER_STATUS_LABELS,
  orderFiltersSchema,
  requireOperator,
  searchOrders,
  SERVICE_LABELS,
  SOURCE_LABELS,
  type OrderFilters,
} from "@/lib/admin";
import { ORDER_STATUS_NAMES } from "@/lib/orders/contract";
import { formatAmount } from "@/lib/pricing";
import { PAGES, pagePath } from "@/lib/routes";

import { NotOperator } from "../_components/not-operator";
import { Pager } from "../_components/pager";
import { queryOf } from "../_components/query";

export const metadata: Metadata = { title: "الطلبات: لوحة التشغيل", robots: { index: false } };
export const dynamic = "force-dynamic";

const field = "h-9 w-full min-w-0 rounded-md border bg-background px-2 text-sm";

/** Every order, newest first: filters, a search over ids, links, e-mails and usernames, pages, CSV. */
export default async function OrdersPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[]>>;
}) {
  if (!(await requireOperator(PAGES.adminOrders.path))) return <NotOperator />;
  const raw = Object.fromEntries(Object.entries(await searchParams).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v]));
  const parsed = orderFiltersSchema.safeParse(raw);
  const filters: OrderFilters = parsed.success ? parsed.data : {};
  const result = await searchOrders(filters);
  const query = queryOf(filters);
  return (
    <div className="grid gap-6">
      <h1 className="text-2xl font-bold">الطلبات</h1>
      {/* Keyed by the filters: a link that changes them (استردادات اليوم) shows them in the selects too. */}
      <form
        key={query}
        method="get"
        action={PAGES.adminOrders.path}
        className="grid gap-3 rounded-xl border bg-card p-4 sm:grid-cols-2 lg:grid-cols-3"
      >
        <label className="grid gap-1 text-sm sm:col-span-2 lg:col-span-3">
          بحث (رابط، رقم الطلب، رقم الدفع، رقم طلب اللوحة، البريد، اسم المستخدم)
          <input name="q" type="search" defaultValue={filters.q ?? ""} className={field} dir="auto" />
        </label>
        <label className="grid gap-1 text-sm">
          الحالة
          <select name="status" defaultValue={filters.status ?? ""} className={field}>
            <option value="">الكل</option>
            {ORDER_STATUS_NAMES.map((s) => (
              <option key={s} value={s}>
                {label(ORDER_STATUS_LABELS, s)}
              </option>
            ))}
          </select>
        </label>
        <label className="grid gap-1 text-sm">
          الخدمة
          <select name="service" defaultValue={filters.service ?? ""} className={field}>
            <option value="">الكل</option>
            {Object.entries(SERVICE_LABELS).map(([value, text]) => (
              <option key={value} value={value}>
                {text}
              </option>
            ))}
          </select>
        </label>
        <label className="grid gap-1 text-sm">
          النوع
          <select name="source" defaultValue={filters.source ?? ""} className={field}>
            <option value="">الكل</option>
            <option value="PAID">مدفوع</option>
            <option value="FREE">مجاني</option>
          </select>
        </label>
        {(
          [
            ["from", "من تاريخ"],
            ["to", "إلى تاريخ"],
          ] as const
        ).map(([name, text]) => (
          <label key={name} className="grid gap-1 text-sm">
            {text}
            <input
              name={name}
              type="date"
              min={FIRST_FILTER_DAY}
              max={LAST_FILTER_DAY}
              defaultValue={filters[name] ?? ""}
              className={field}
            />
          </label>
        ))}
        <div className="flex flex-wrap items-end gap-2">
          <button type="submit" className="h-9 rounded-md bg-primary px-4 text-sm font-bold text-primary-foreground">
            عرض
          </button>
          <Link href={PAGES.adminOrders.path} className="h-9 rounded-md border px-4 py-2 text-sm">
            مسح
          </Link>
        </div>
      </form>
      {!parsed.success && (
        <p role="alert" className="text-destructive">
          {parsed.error.issues.some((i) => i.message === DATE_FILTER_MESSAGE)
            ? `${DATE_FILTER_MESSAGE}، فعُرضت كل الطلبات.`
            : "بعض عوامل التصفية غير صالحة، فعُرضت كل الطلبات."}
        </p>
      )}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p role="status">{result.total.toLocaleString("en-US")} طلب</p>
        <a
          href={`/api/admin/orders/export${query ? `?${query}` : ""}`}
          className="rounded-md border px-3 py-1.5 text-sm"
          download
        >
          تصدير CSV (كل النتائج)
        </a>
      </div>
      <ul className="grid gap-3" aria-label="نتائج البحث">
        {result.rows.map((o) => (
          <li key={o.id} className="grid min-w-0 gap-1 rounded-xl border bg-card p-3 text-sm">
            <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <Link
                href={pagePath(PAGES.adminOrder, { orderId: o.id })}
                className="font-bold text-primary underline-offset-4 hover:underline"
              >
                {label(SERVICE_LABELS, o.serviceType)} × {o.quantity.toLocaleString("en-US")}
              </Link>
              <span>{label(ORDER_STATUS_LABELS, o.status)}</span>
              <span>{label(SOURCE_LABELS, o.source)}</span>
              {o.payment && (
                <span>
                  {formatAmount(o.payment.amountFils)} درهم
                  {o.payment.refundedFils > 0 && ` (مسترد ${formatAmount(o.payment.refundedFils)})`}
                </span>
              )}
              <span className="text-muted-foreground">{formatStoreTime(o.createdAt)}</span>
            </p>
            <p className="truncate text-muted-foreground" dir="ltr" title={o.link}>
              {o.link}
            </p>
            <p className="text-xs break-all text-muted-foreground" dir="ltr">
              {o.id}
              {o.user && ` · ${o.user.username}`}
              {o.payment && ` · ${o.payment.customerEmail}`}
            </p>
          </li>
        ))}
      </ul>
      <Pager
        page={result.page}
        pageCount={result.pageCount}
        href={(p) => `${PAGES.adminOrders.path}?${queryOf(filters, p)}`}
      />
    </div>
  );
}
