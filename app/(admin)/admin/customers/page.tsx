import type { Metadata } from "next";
import Link from "next/link";

import {
  BLOCK_KIND_LABELS,
  customerFiltersSchema,
  label,
  listLinkBlocks,
  requireOperator,
  searchCustomers,
  USER_ROLE_LABELS,
  type CustomerFilters,
} from "@/lib/admin";
import { PAGES, pagePath } from "@/lib/routes";

import { AdminAction } from "../_components/admin-action";
import { Count, Time } from "../_components/cells";
import { NotOperator } from "../_components/not-operator";
import { Pager } from "../_components/pager";
import { FilterForm, SearchField } from "../_components/list-form";
import { firstValues, queryOf } from "../_components/query";
import { TextActionForm } from "../_components/text-action-form";

export const metadata: Metadata = { title: "العملاء: لوحة التشغيل", robots: { index: false } };
export const dynamic = "force-dynamic";

const LIST = PAGES.adminCustomers.path;
const customerHref = (userId: string) => pagePath(PAGES.adminCustomer, { userId });

/** Every account, newest first: a search over usernames, e-mails and links; the video and link blocks. */
export default async function CustomersPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[]>>;
}) {
  if (!(await requireOperator(LIST))) return <NotOperator />;
  const parsed = customerFiltersSchema.safeParse(firstValues(await searchParams));
  const filters: CustomerFilters = parsed.success ? parsed.data : {};
  const [result, blocks] = await Promise.all([searchCustomers(filters), listLinkBlocks()]);
  return (
    <div className="grid gap-6">
      <h1 className="text-2xl font-bold">العملاء</h1>
      <FilterForm action={LIST} query={queryOf(filters)} submitLabel="بحث">
        <SearchField label="بحث (اسم المستخدم، البريد، رابط طلبه)" value={filters.q} />
      </FilterForm>
      {!parsed.success && (
        <p role="alert" className="text-destructive">
          البحث غير صالح، فعُرض كل العملاء.
        </p>
      )}
      <p role="status">
        <Count n={result.total} /> حساب
      </p>
      <ul className="grid gap-3" aria-label="العملاء">
        {result.rows.map((c) => (
          <li key={c.id} className="grid min-w-0 gap-1 rounded-xl border bg-card p-3 text-sm">
            <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <Link
                href={customerHref(c.id)}
                className="font-bold break-all text-primary underline-offset-4 hover:underline"
                dir="ltr"
              >
                {c.username}
              </Link>
              {c.role !== "CUSTOMER" && <span>{label(USER_ROLE_LABELS, c.role)}</span>}
              {c.blocked && <span className="font-bold text-destructive">محظور</span>}
              <span>
                <Count n={c.orders} /> طلب
              </span>
              <span className="text-muted-foreground">
                منذ <Time at={c.createdAt} />
              </span>
            </p>
            {c.email && (
              <p className="break-all text-muted-foreground" dir="ltr">
                {c.email}
              </p>
            )}
          </li>
        ))}
      </ul>
      <Pager page={result.page} pageCount={result.pageCount} href={(p) => `${LIST}?${queryOf(filters, p)}`} />

      <section aria-labelledby="blocks" className="grid min-w-0 gap-3 rounded-xl border bg-card p-4">
        <h2 id="blocks" className="text-lg font-bold">
          الفيديوهات والروابط المحظورة
        </h2>
        <p className="text-sm text-muted-foreground">
          لا يقبل الدفع ولا العرض المجاني طلباً لها، ويقرأ العميل رسالة اعتذار عامة لا تذكر الحظر.
        </p>
        {blocks.length === 0 ? (
          <p className="text-sm">لا حظر.</p>
        ) : (
          <ul className="grid gap-2 text-sm">
            {blocks.map((b) => (
              <li key={b.id} className="grid gap-1 border-t pt-2">
                <p className="break-words">
                  {label(BLOCK_KIND_LABELS, b.kind)}{" "}
                  <span dir="ltr" className="break-all">
                    {b.videoId ?? b.link}
                  </span>{" "}
                  · {b.reason} · <span dir="ltr">{b.createdBy}</span> · <Time at={b.createdAt} />
                </p>
                <AdminAction url={`/api/admin/blocks/${b.id}/lift`} label="رفع الحظر" confirm="رفع هذا الحظر؟" />
              </li>
            ))}
          </ul>
        )}
        <TextActionForm
          url="/api/admin/blocks"
          submitLabel="حظر"
          variant="destructive"
          done="تم الحظر."
          fields={[
            { name: "target", label: "رابط فيديو تيك توك أو رقم الفيديو أو رابط مختصر", maxLength: 2048, dir: "ltr" },
            { name: "reason", label: "السبب (لا يراه العميل)", minLength: 3, maxLength: 500 },
          ]}
        />
      </section>
    </div>
  );
}
