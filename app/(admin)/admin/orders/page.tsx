import type { Metadata } from "next";

import {
  DATE_FILTER_MESSAGE,
  FIRST_FILTER_DAY,
  givenEmail,
  label,
  LAST_FILTER_DAY,
  ORDER_STATUS_LABELS,
  orderFiltersSchema,
  requireOperator,
  searchOrders,
  SERVICE_LABELS,
  type OrderFilters,
} from "@/lib/admin";
import { ORDER_STATUS_NAMES } from "@/lib/orders/contract";
import { PAGES } from "@/lib/routes";

import { Count } from "../_components/cells";
import { NotOperator } from "../_components/not-operator";
import { Pager } from "../_components/pager";
import { FIELD, FilterForm, SearchField } from "../_components/list-form";
import { OrderListItem } from "../_components/order-list-item";
import { firstValues, queryOf } from "../_components/query";

export const metadata: Metadata = { title: "الطلبات: لوحة التشغيل", robots: { index: false } };
export const dynamic = "force-dynamic";

/** Every order, newest first: filters, a search over ids, links, e-mails and usernames, pages, CSV. */
export default async function OrdersPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[]>>;
}) {
  if (!(await requireOperator(PAGES.adminOrders.path))) return <NotOperator />;
  const parsed = orderFiltersSchema.safeParse(firstValues(await searchParams));
  const filters: OrderFilters = parsed.success ? parsed.data : {};
  const result = await searchOrders(filters);
  const query = queryOf(filters);
  return (
    <div className="grid gap-6">
      <h1 className="text-2xl font-bold">الطلبات</h1>
      {/* Keyed by the filters: a link that changes them (استردادات اليوم) shows them in the selects too. */}
      <FilterForm action={PAGES.adminOrders.path} query={query} className="sm:grid-cols-2 lg:grid-cols-3">
        <SearchField
          label="بحث (رابط، رقم الطلب، رقم الدفع، رقم طلب اللوحة، البريد، اسم المستخدم)"
          value={filters.q}
          className="sm:col-span-2 lg:col-span-3"
        />
        <label className="grid gap-1 text-sm">
          الحالة
          <select name="status" defaultValue={filters.status ?? ""} className={FIELD}>
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
          <select name="service" defaultValue={filters.service ?? ""} className={FIELD}>
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
          <select name="source" defaultValue={filters.source ?? ""} className={FIELD}>
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
              className={FIELD}
            />
          </label>
        ))}
      </FilterForm>
      {!parsed.success && (
        <p role="alert" className="text-destructive">
          {parsed.error.issues.some((i) => i.message === DATE_FILTER_MESSAGE)
            ? `${DATE_FILTER_MESSAGE}، فعُرضت كل الطلبات.`
            : "بعض عوامل التصفية غير صالحة، فعُرضت كل الطلبات."}
        </p>
      )}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p role="status">
          <Count n={result.total} /> طلب
        </p>
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
          <OrderListItem
            key={o.id}
            order={o}
            card
            footer={
              <p className="text-xs break-all text-muted-foreground" dir="ltr">
                {o.id}
                {o.user && ` · ${o.user.username}`}
                {o.payment && ` · ${givenEmail(o.payment.customerEmail) ?? "—"}`}
              </p>
            }
          />
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
