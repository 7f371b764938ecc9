import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { requireOperator } from "@/lib/admin";
import { getFreeViewsReport } from "@/lib/free-views";
import { formatCount } from "@/lib/pricing";
import { PAGES } from "@/lib/routes";

import { ClaimsPerDay } from "./_components/claims-per-day";
import { RecentClaims } from "./_components/recent-claims";

export const metadata: Metadata = { title: "المشاهدات المجانية: لوحة التشغيل", robots: { index: false } };

// Per request: who is asking, and today's figures.
export const dynamic = "force-dynamic";

/**
 * Operators: how many free offers are claimed per day and by whom, to spot
 * abuse (a burst of claims) and what the offer costs. The role is checked
 * here, on the server; GET /api/admin/free-views serves the same report.
 */
export default async function FreeViewsAdminPage() {
  // Customers are not told the page exists.
  if (!(await requireOperator(PAGES.adminFreeViews.path))) notFound();

  const report = await getFreeViewsReport();
  const sum = (days: number) => report.days.slice(-days).reduce((n, d) => n + d.claims, 0);
  const figures = [
    { label: "اليوم", value: sum(1) },
    { label: "آخر 7 أيام", value: sum(7) },
    { label: `آخر ${report.days.length} يوماً`, value: sum(report.days.length) },
    { label: "منذ البداية", value: report.total },
  ];

  return (
    <div className="mx-auto grid w-full max-w-5xl gap-8 px-4 py-8">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold">المشاهدات المجانية</h1>
        <p className="text-sm text-muted-foreground">
          طلبات عرض 1,000 مشاهدة مجانية (مرة واحدة لكل مستخدم). الأيام بتوقيت المتجر ({report.timeZone}).
        </p>
      </header>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {figures.map((f) => (
          <div key={f.label} className="rounded-xl border bg-card p-4">
            <dt className="text-sm text-muted-foreground">{f.label}</dt>
            <dd className="mt-1 text-2xl font-bold tabular-nums">{formatCount(f.value)}</dd>
          </div>
        ))}
      </dl>
      <ClaimsPerDay days={report.days} />
      <RecentClaims claims={report.recent} timeZone={report.timeZone} />
    </div>
  );
}
