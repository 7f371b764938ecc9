import type { Metadata } from "next";
import { Fragment } from "react";

import {
  campaignPeriod,
  campaignReport,
  formatMarginPercent,
  formatRoas,
  formatSignedAmount,
  requireOperator,
  SPEND_CSV_MAX_BYTES,
  storeDay,
  type CampaignLine,
} from "@/lib/admin";
import { formatAmount, formatCount } from "@/lib/pricing";
import { PAGES } from "@/lib/routes";

import { BookTable, Num } from "../_components/cells";
import { NotOperator } from "../_components/not-operator";
import { firstValues } from "../_components/query";
import { Section } from "../_components/section";
import { ReminderFiguresSection } from "./_components/reminders";
import { SpendForm } from "./_components/spend-form";
import { SpendImport } from "./_components/spend-import";

export const metadata: Metadata = { title: "الحملات: لوحة التشغيل", robots: { index: false } };
export const dynamic = "force-dynamic";

const COLUMNS = [
  "المصدر / الحملة / الإعلان",
  "زيارات من الإعلان",
  "بدء الدفع",
  "مدفوعة",
  "التحويل",
  "الإيراد (درهم)",
  "دون الضريبة (درهم)",
  "التكلفة (درهم)",
  "الهامش (درهم)",
  "الإنفاق الإعلاني (درهم)",
  "تكلفة الطلب المدفوع (درهم)",
  "العائد على الإنفاق (ROAS)",
  "الربح بعد الإعلان (درهم)",
  "تحويل الزيارة إلى دفع",
  "متوسط الطلب (درهم)",
  "جدد / عائدون",
  "برمز خصم",
];

/**
 * Which ad sold what (docs/campaigns.md): the payments created in a period by
 * the campaign of the last ad landing that brought them, with the landings,
 * conversion, revenue, cost and margin, and the ad spend with what it bought;
 * the payments from no ad last, for comparison. Below, entering a day's spend
 * by hand or importing TikTok's CSV export.
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
          المدفوعات التي أُنشئت في الفترة، حسب حملة آخر إعلان أوصل صاحبها (خلال 7 أيام)، وزيارات الإعلان في الفترة.
          الإيراد بعد الاستردادات شامل الضريبة؛ الهامش دون الضريبة بعد تكلفة لوحة التنفيذ. الإنفاق يُطابق الحملة بالمصدر
          واسم الحملة دون فرق بين الحروف الكبيرة والصغيرة؛ العائد على الإنفاق = الإيراد دون الضريبة ÷ الإنفاق؛ الربح بعد
          الإعلان = الهامش − الإنفاق. حملة بلا إنفاق مُدخل تظهر «—». في سطر المجموع: كل الإيراد والطلبات ÷ كل الإنفاق.
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
          <p className="text-sm">لا مدفوعات ولا زيارات ولا إنفاق في هذه الفترة.</p>
        ) : (
          <BookTable labelledBy="campaigns-title" columns={COLUMNS}>
            {lines.map((l, i) => (
              <Fragment key={i}>
                <Line line={l} />
                {l.ads.map((ad, j) => (
                  <Line key={j} line={ad} ad />
                ))}
              </Fragment>
            ))}
            <Line line={total} total />
          </BookTable>
        )}
      </Section>
      <ReminderFiguresSection from={from} to={to} />
      <Section id="spend-title" title="إنفاق يوم لحملة">
        <SpendForm today={storeDay(new Date())} />
      </Section>
      <Section id="spend-import-title" title="استيراد الإنفاق من تيك توك">
        <SpendImport maxBytes={SPEND_CSV_MAX_BYTES} />
      </Section>
    </div>
  );
}

/** A money cell, or «—» when there is no figure. */
const Money = ({ fils }: { fils: number | null }) => (fils === null ? "—" : <Num>{formatSignedAmount(fils)}</Num>);

/** A campaign's line, one of its ads (`ad`: indented, no spend of its own), or the total. */
function Line({ line: l, total = false, ad = false }: { line: CampaignLine; total?: boolean; ad?: boolean }) {
  const cell = "px-2 py-2 align-top";
  const name = total
    ? "المجموع"
    : ad
      ? `الإعلان ${l.content ?? "—"}`
      : l.fromAd
        ? [l.source ?? "—", l.campaign ?? "—", ...(l.content || l.ads.length === 0 ? [l.content ?? "—"] : [])].join(
            " / ",
          )
        : "بلا إعلان";
  const f = l.figures;
  return (
    <tr className={total ? "border-t-2 font-bold" : ad ? "border-b text-muted-foreground" : "border-b"}>
      <th scope="row" className={`${cell} text-start ${ad ? "ps-6 font-normal" : ""}`}>
        <bdi>{name}</bdi>
      </th>
      <td className={cell}>{l.landings === null ? "—" : <Num>{formatCount(l.landings)}</Num>}</td>
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
      <td className={cell}>{ad ? "" : <Money fils={l.spendFils} />}</td>
      <td className={cell}>{ad ? "" : <Money fils={l.costPerPaidFils} />}</td>
      <td className={cell}>
        {ad || l.roasHundredths === null ? ad ? "" : "—" : <Num>{formatRoas(l.roasHundredths)}</Num>}
      </td>
      <td className={cell}>{ad ? "" : <Money fils={l.profitAfterAdsFils} />}</td>
      <td className={cell}>{l.landingPaidPercent === null ? "—" : <Num>{l.landingPaidPercent}%</Num>}</td>
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
