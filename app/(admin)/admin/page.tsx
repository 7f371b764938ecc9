import type { Metadata } from "next";
import Link from "next/link";

import { getAttention, getOverview, MARGIN_SERVICE_LABELS, requireOperator } from "@/lib/admin";
import { PAGES } from "@/lib/routes";

import { Aed, BookTable, Count, Num, Percent, Signed } from "./_components/cells";
import { NotOperator } from "./_components/not-operator";
import { RevenueChart } from "./_components/revenue-chart";
import { SimulatedCostsNote } from "./_components/simulated-costs-note";

export const metadata: Metadata = { title: "لوحة التشغيل", robots: { index: false } };
export const dynamic = "force-dynamic";

/** The console's first page: the day's figures, the last 30 days, and how much needs attention. */
export default async function ConsoleOverviewPage() {
  if (!(await requireOperator(PAGES.admin.path))) return <NotOperator />;
  const [overview, attention] = await Promise.all([getOverview(), getAttention({ pageSize: 1 })]);
  const waiting = attention.sections.filter((s) => s.count > 0);
  const month = overview.periods.find((p) => p.key === "30d")!.margins;
  const days = month.days;
  const missingRates = month.total.missingRates;
  const uncharged = month.total.unchargedItems;
  return (
    <div className="grid gap-6">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold">نظرة عامة</h1>
        <p className="text-sm text-muted-foreground">
          الأيام والأوقات بتوقيت المتجر (<span dir="ltr">{overview.timeZone}</span>). المبالغ بالدرهم؛ الإيراد الصافي
          يشمل الضريبة، والإيراد قبل التكلفة والهامش دونها وبعد الاسترداد، لطلبات الفترة.
        </p>
      </header>
      <SimulatedCostsNote simulated={overview.costsSimulated} />

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
                  {s.title}:{" "}
                  <span className="font-bold">
                    <Count n={s.count} />
                  </span>
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
              <dd className="font-bold">
                <Count n={p.figures.paidOrders} />
              </dd>
              <dt className="text-muted-foreground">الإيراد الصافي</dt>
              <dd className="font-bold">
                <Aed fils={p.figures.netRevenueFils} />
              </dd>
              <dt className="text-muted-foreground">منه مسترد</dt>
              <dd>
                <Aed fils={p.figures.refundedFils} />
              </dd>
              <dt className="text-muted-foreground">مشاهدات مجانية</dt>
              <dd>
                <Count n={p.figures.freeClaims} />
              </dd>
              <dt className="text-muted-foreground">مدفوعات أُنشئت / دُفعت</dt>
              <dd>
                <Count n={p.figures.paymentsCreated} /> / <Count n={p.figures.paymentsPaid} />
              </dd>
              <dt className="text-muted-foreground">الإيراد دون الضريبة</dt>
              <dd>
                <Signed fils={p.margins.total.revenueFils} /> درهم
              </dd>
              <dt className="text-muted-foreground">تكلفة لوحة التنفيذ</dt>
              <dd>
                <Signed fils={p.margins.total.costFils} /> درهم
              </dd>
              <dt className="text-muted-foreground">الهامش</dt>
              <dd className="font-bold">
                <Signed fils={p.margins.total.marginFils} /> درهم (<Percent value={p.margins.total.marginPercent} />)
              </dd>
            </dl>
          </section>
        ))}
      </div>

      <section aria-labelledby="chart-title" className="grid gap-3 rounded-xl border bg-card p-4">
        <h2 id="chart-title" className="text-lg font-bold">
          الإيراد والتكلفة: آخر {days.length} يوماً
        </h2>
        {missingRates.length > 0 && (
          <p role="alert" className="text-sm text-destructive">
            لا يوجد سعر صرف لـ <bdi dir="ltr">{missingRates.join(", ")}</bdi>: التكلفة غير مكتملة. اضبطه في صفحة الخدمات
            والتكلفة.
          </p>
        )}
        {uncharged > 0 && (
          <p role="alert" className="text-sm text-destructive">
            <Count n={uncharged} /> من العناصر المرسلة لم تذكر لوحة التنفيذ تكلفتها بعد: تكلفة أيامها وخدماتها غير
            معروفة (—) حتى تذكرها. تجدها في قائمة «يحتاج انتباهاً» بعد ساعة من إرسالها.
          </p>
        )}
        <RevenueChart days={days} />
        <details>
          <summary id="days-title" className="cursor-pointer text-sm">
            الأرقام يوماً بيوم (بالدرهم)
          </summary>
          <div className="mt-2">
            <BookTable labelledBy="days-title" columns={["اليوم", "طلبات", "الإيراد", "التكلفة", "الهامش"]}>
              {days.toReversed().map((d) => (
                <tr key={d.date} className="border-b">
                  <th scope="row" className="px-2 py-1 text-start font-normal">
                    <Num>{d.date}</Num>
                  </th>
                  <td className="px-2 py-1">
                    <Count n={d.orders} />
                  </td>
                  <td className="px-2 py-1">
                    <Signed fils={d.revenueFils} />
                  </td>
                  <td className="px-2 py-1">
                    <Signed fils={d.costFils} />
                  </td>
                  <td className="px-2 py-1 whitespace-nowrap">
                    <Signed fils={d.marginFils} /> (<Percent value={d.marginPercent} />)
                  </td>
                </tr>
              ))}
            </BookTable>
          </div>
        </details>
      </section>

      <section aria-labelledby="services-title" className="grid gap-3 rounded-xl border bg-card p-4">
        <h2 id="services-title" className="text-lg font-bold">
          الهامش حسب الخدمة: آخر {days.length} يوماً (بالدرهم)
        </h2>
        <BookTable labelledBy="services-title" columns={["الخدمة", "طلبات", "الإيراد", "التكلفة", "الهامش"]}>
          {month.services.map((s) => (
            <tr key={s.service} className="border-b">
              <th scope="row" className="px-2 py-1 text-start font-normal">
                {MARGIN_SERVICE_LABELS[s.service]}
              </th>
              <td className="px-2 py-1">
                <Count n={s.orders} />
              </td>
              <td className="px-2 py-1">
                <Signed fils={s.revenueFils} />
              </td>
              <td className="px-2 py-1">
                <Signed fils={s.costFils} />
              </td>
              <td className="px-2 py-1 whitespace-nowrap">
                <Signed fils={s.marginFils} /> (<Percent value={s.marginPercent} />)
              </td>
            </tr>
          ))}
        </BookTable>
      </section>
    </div>
  );
}
