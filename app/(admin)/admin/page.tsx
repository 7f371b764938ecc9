import type { Metadata } from "next";
import Link from "next/link";

import { getAttention, getOverview, requireOperator } from "@/lib/admin";
import { formatAmount } from "@/lib/pricing";
import { PAGES } from "@/lib/routes";

import { NotOperator } from "./_components/not-operator";
import { RevenueChart } from "./_components/revenue-chart";

export const metadata: Metadata = { title: "لوحة التشغيل", robots: { index: false } };
export const dynamic = "force-dynamic";

const n = (value: number) => value.toLocaleString("en-US");

/** The console's first page: the day's figures, the last 30 days, and how much needs attention. */
export default async function ConsoleOverviewPage() {
  if (!(await requireOperator(PAGES.admin.path))) return <NotOperator />;
  const [overview, attention] = await Promise.all([getOverview(), getAttention({ pageSize: 1 })]);
  const waiting = attention.sections.filter((s) => s.count > 0);
  return (
    <div className="grid gap-6">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold">نظرة عامة</h1>
        <p className="text-sm text-muted-foreground">
          الأيام والأوقات بتوقيت المتجر (<span dir="ltr">{overview.timeZone}</span>). المبالغ بالدرهم وتشمل الضريبة.
        </p>
      </header>

      <section aria-labelledby="attention-title" className="grid gap-2 rounded-xl border bg-card p-4">
        <h2 id="attention-title" className="text-lg font-bold">
          يحتاج انتباهاً
        </h2>
        {waiting.length === 0 ? (
          <p>لا شيء يحتاج انتباهاً الآن.</p>
        ) : (
          <ul className="grid gap-1">
            {waiting.map((s) => (
              <li key={s.kind}>
                <Link
                  href={`${PAGES.adminAttention.path}#${s.kind}`}
                  className="text-primary underline-offset-4 hover:underline"
                >
                  {s.title}: <span className="font-bold tabular-nums">{n(s.count)}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>

      <div className="grid gap-3 md:grid-cols-3">
        {overview.periods.map((p) => (
          <section key={p.key} aria-labelledby={`period-${p.key}`} className="grid gap-2 rounded-xl border bg-card p-4">
            <h2 id={`period-${p.key}`} className="font-bold">
              {p.label}
            </h2>
            <dl className="grid grid-cols-2 gap-x-3 gap-y-2 text-sm">
              <dt className="text-muted-foreground">طلبات مدفوعة</dt>
              <dd className="font-bold tabular-nums">{n(p.figures.paidOrders)}</dd>
              <dt className="text-muted-foreground">الإيراد الصافي</dt>
              <dd className="font-bold tabular-nums">{formatAmount(p.figures.netRevenueFils)} درهم</dd>
              <dt className="text-muted-foreground">منه مسترد</dt>
              <dd className="tabular-nums">{formatAmount(p.figures.refundedFils)} درهم</dd>
              <dt className="text-muted-foreground">مشاهدات مجانية</dt>
              <dd className="tabular-nums">{n(p.figures.freeClaims)}</dd>
              <dt className="text-muted-foreground">مدفوعات أُنشئت / دُفعت</dt>
              <dd className="tabular-nums">
                {n(p.figures.paymentsCreated)} / {n(p.figures.paymentsPaid)}
              </dd>
            </dl>
          </section>
        ))}
      </div>

      <section aria-labelledby="chart-title" className="grid gap-3 rounded-xl border bg-card p-4">
        <h2 id="chart-title" className="text-lg font-bold">
          آخر {overview.days.length} يوماً
        </h2>
        <RevenueChart days={overview.days} />
        <details>
          <summary className="cursor-pointer text-sm">الأرقام يوماً بيوم</summary>
          <ul className="mt-2 grid gap-1 text-sm tabular-nums">
            {overview.days.toReversed().map((d) => (
              <li key={d.date} className="flex flex-wrap justify-between gap-2 border-b py-1">
                <span dir="ltr">{d.date}</span>
                <span>
                  {n(d.paidOrders)} طلب · {formatAmount(d.netRevenueFils)} درهم
                </span>
              </li>
            ))}
          </ul>
        </details>
      </section>
    </div>
  );
}
