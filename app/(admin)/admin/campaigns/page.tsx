import type { Metadata } from "next";

import {
  campaignPeriod,
  campaignReport,
  formatMarginPercent,
  formatSignedAmount,
  requireOperator,
  type CampaignLine,
} from "@/lib/admin";
import { formatAmount, formatCount } from "@/lib/pricing";
import { PAGES } from "@/lib/routes";

import { BookTable, Num } from "../_components/cells";
import { NotOperator } from "../_components/not-operator";
import { firstValues } from "../_components/query";
import { Section } from "../_components/section";

import { ReminderFiguresSection } from "./_components/reminders";

export const metadata: Metadata = { title: "الحملات: لوحة التشغيل", robots: { index: false } };
export const dynamic = "force-dynamic";

const COLUMNS = [
  "المصدر / الحملة / الإعلان",
  "بدء الدفع",
  "مدفوعة",
  "التحويل",
  "الإيراد (درهم)",
  "دون الضريبة (درهم)",
  "التكلفة (درهم)",
  "الهامش (درهم)",
  "متوسط الطلب (درهم)",
  "جدد / عائدون",
  "برمز خصم",
];

/**
 * Which ad sold what (docs/operations.md#campaigns): the payments created in a
 * period by the last ad landing that brought them, with their conversion,
 * revenue, cost and margin; the payments from no ad last, for comparison.
 */
export default async function CampaignsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[]>>;
}) {
  if (!(await requireOperator(PAGES.adminCampaigns.path))) return <NotOperator />;
  const { from, to, note } = campaignPeriod(firstValues(await searchParams));
  const { lines, total } = await campaignReport(from, to);
  return (
    <div className="grid gap-6">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold">الحملات</h1>
        <p className="text-sm text-muted-foreground">
          المدفوعات التي أُنشئت في الفترة، حسب آخر إعلان أوصل صاحبها (خلال 7 أيام). الإيراد بعد الاستردادات شامل الضريبة؛
          الهامش دون الضريبة بعد تكلفة لوحة التنفيذ.
        </p>
      </header>
      <form className="flex flex-wrap items-end gap-3 text-sm" aria-label="الفترة">
        <label className="grid gap-1">
          من
          <input type="date" name="from" defaultValue={from} dir="ltr" className="input h-9" />
        </label>
        <label className="grid gap-1">
          إلى
          <input type="date" name="to" defaultValue={to} dir="ltr" className="input h-9" />
        </label>
        <button type="submit" className="btn btn-outline h-9 px-3">
          عرض
        </button>
      </form>
      {note && (
        <p role="alert" className="text-sm text-destructive">
          {note}
        </p>
      )}
      {/* The dates isolated left to right (U+2066 … U+2069): a day is not reversed inside the Arabic line. */}
      <Section id="campaigns-title" title={`من \u2066${from}\u2069 إلى \u2066${to}\u2069`}>
        {lines.length === 0 ? (
          <p className="text-sm">لا مدفوعات في هذه الفترة.</p>
        ) : (
          <BookTable labelledBy="campaigns-title" columns={COLUMNS}>
            {lines.map((l, i) => (
              <Line key={i} line={l} />
            ))}
            <Line line={total} total />
          </BookTable>
        )}
      </Section>
      <ReminderFiguresSection from={from} to={to} />
    </div>
  );
}

function Line({ line: l, total = false }: { line: CampaignLine; total?: boolean }) {
  const cell = "px-2 py-2 align-top";
  const name = total
    ? "المجموع"
    : l.fromAd
      ? [l.source ?? "—", l.campaign ?? "—", l.content ?? "—"].join(" / ")
      : "بلا إعلان";
  const f = l.figures;
  return (
    <tr className={total ? "border-t-2 font-bold" : "border-b"}>
      <th scope="row" className={`${cell} text-start`}>
        <bdi>{name}</bdi>
      </th>
      <td className={cell}>
        <Num>{formatCount(l.started)}</Num>
      </td>
      <td className={cell}>
        <Num>{formatCount(l.paid)}</Num>
      </td>
      <td className={cell}>{l.conversionPercent === null ? "—" : <Num>{l.conversionPercent}%</Num>}</td>
      <td className={cell}>
        <Num>{formatAmount(l.grossFils)}</Num>
      </td>
      <td className={cell}>
        <Num>{formatSignedAmount(f.revenueFils)}</Num>
      </td>
      <td className={cell}>{f.costFils === null ? "غير معروفة بعد" : <Num>{formatAmount(f.costFils)}</Num>}</td>
      <td className={`${cell} whitespace-nowrap`}>
        {f.marginFils === null ? (
          "—"
        ) : (
          <>
            <Num>{formatSignedAmount(f.marginFils)}</Num> <Num>({formatMarginPercent(f.marginPercent)})</Num>
          </>
        )}
      </td>
      <td className={cell}>{l.averageFils === null ? "—" : <Num>{formatAmount(l.averageFils)}</Num>}</td>
      <td className={`${cell} whitespace-nowrap`}>
        <Num>{formatCount(l.newCustomers)}</Num> / <Num>{formatCount(l.returningCustomers)}</Num>
      </td>
      <td className={cell}>
        <Num>{formatCount(l.withCode)}</Num>
      </td>
    </tr>
  );
}
