import type { Metadata } from "next";
import Link from "next/link";

import {
  ACTION_LABELS,
  auditFiltersSchema,
  auditKinds,
  auditPeople,
  FIRST_FILTER_DAY,
  label,
  LAST_FILTER_DAY,
  requireOperator,
  searchAuditLog,
  STORE_ACTOR_LABEL,
  STORE_PERSON,
  storeDay,
  type AuditFilters,
} from "@/lib/admin";
import { formatCount } from "@/lib/pricing";
import { PAGES } from "@/lib/routes";

import { AuditEntries } from "../_components/audit-entries";
import { NotOperator } from "../_components/not-operator";
import { Pager } from "../_components/pager";
import { FIELD, FilterForm } from "../_components/list-form";
import { firstValues, queryOf } from "../_components/query";

export const metadata: Metadata = { title: "سجل الإجراءات: لوحة التشغيل", robots: { index: false } };
export const dynamic = "force-dynamic";

const SELF = PAGES.adminAudit.path;

/**
 * The store's one audit log (docs/operations.md#the-audit-log): every operator
 * action and every automatic money action, newest first, by person, kind and
 * day, with a CSV of all the filters match.
 */
export default async function AuditPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[]>>;
}) {
  if (!(await requireOperator(SELF))) return <NotOperator />;
  const parsed = auditFiltersSchema.safeParse(firstValues(await searchParams));
  const filters: AuditFilters = parsed.success ? parsed.data : {};
  const [result, people, kinds] = await Promise.all([searchAuditLog(filters), auditPeople(), auditKinds()]);
  const query = queryOf(filters);
  const today = storeDay(new Date());
  return (
    <div className="grid gap-6">
      <h1 className="text-2xl font-bold">سجل الإجراءات</h1>
      <p className="text-sm text-muted-foreground">
        كل ما فعله المشغّلون، وكل ما فعله المتجر بنفسه بالمال (استرداد بقاعدة أو بعد فشل لوحة التنفيذ)، الأحدث أولاً.
      </p>
      {/* Keyed by the filters: a link that changes them (استردادات اليوم) shows them in the selects too. */}
      <FilterForm
        action={SELF}
        query={query}
        className="sm:grid-cols-2 lg:grid-cols-4"
        actionsClassName="sm:col-span-2 lg:col-span-4"
        extraActions={
          <Link
            href={`${SELF}?kind=refund&from=${today}&to=${today}`}
            className="h-9 rounded-md border px-4 py-2 text-sm"
          >
            استردادات اليوم
          </Link>
        }
      >
        <label className="grid gap-1 text-sm">
          من
          <select name="person" defaultValue={filters.person ?? ""} className={FIELD}>
            <option value="">الكل</option>
            <option value={STORE_PERSON}>{STORE_ACTOR_LABEL}</option>
            {people.map((p) => (
              <option key={p} value={p}>
                {p}
              </option>
            ))}
          </select>
        </label>
        <label className="grid gap-1 text-sm">
          الإجراء
          <select name="kind" defaultValue={filters.kind ?? ""} className={FIELD}>
            <option value="">الكل</option>
            {kinds.map((k) => (
              <option key={k} value={k}>
                {label(ACTION_LABELS, k)}
              </option>
            ))}
          </select>
        </label>
        <label className="grid gap-1 text-sm">
          من تاريخ
          <input
            name="from"
            type="date"
            min={FIRST_FILTER_DAY}
            max={LAST_FILTER_DAY}
            defaultValue={filters.from ?? ""}
            className={FIELD}
          />
        </label>
        <label className="grid gap-1 text-sm">
          إلى تاريخ
          <input
            name="to"
            type="date"
            min={FIRST_FILTER_DAY}
            max={LAST_FILTER_DAY}
            defaultValue={filters.to ?? ""}
            className={FIELD}
          />
        </label>
      </FilterForm>
      {!parsed.success && (
        <p role="alert" className="text-destructive">
          {parsed.error.issues[0]?.message ?? "عوامل التصفية غير صالحة"}. عُرض السجل كله.
        </p>
      )}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p role="status">{formatCount(result.total)} إجراء</p>
        <a
          href={`/api/admin/audit/export${query ? `?${query}` : ""}`}
          className="rounded-md border px-3 py-1.5 text-sm"
          download
        >
          تصدير CSV (كل النتائج)
        </a>
      </div>
      {result.rows.length === 0 ? (
        <p>لا إجراءات تطابق التصفية.</p>
      ) : (
        <AuditEntries entries={result.rows} label="سجل الإجراءات" />
      )}
      <Pager page={result.page} pageCount={result.pageCount} href={(p) => `${SELF}?${queryOf(filters, p)}`} />
    </div>
  );
}
