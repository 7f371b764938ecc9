import type { Metadata } from "next";

import {
  DISCOUNT_CODE_STATE_LABELS,
  formatMarginPercent,
  formatSignedAmount,
  getDiscountCodesPage,
  requireOperator,
  storeTimeZone,
  type DiscountCodeLine,
} from "@/lib/admin";
import { formatAmount, formatCount, isServiceType, SERVICES } from "@/lib/pricing";
import { PAGES } from "@/lib/routes";

import { AdminAction } from "../_components/admin-action";
import { Aed, BookTable, Num, Time } from "../_components/cells";
import { NotOperator } from "../_components/not-operator";
import { Section } from "../_components/section";
import { CodeForm } from "./_components/code-form";

export const metadata: Metadata = { title: "رموز الخصم: لوحة التشغيل", robots: { index: false } };
export const dynamic = "force-dynamic";

const COLUMNS = [
  "الرمز",
  "الخصم",
  "الخدمات",
  "المدة",
  "الحدود",
  "الاستخدامات",
  "الإيراد (درهم)",
  "الخصم الممنوح (درهم)",
  "الهامش (درهم)",
  "الحالة",
];

/**
 * The owner's discount codes (docs/operations.md#discount-codes): a new code's
 * form, and every code with what it takes off, its limits, its uses, the
 * revenue and discount of its paid payments, their margin, where it stands,
 * and a button that pauses or resumes it.
 */
export default async function CodesPage() {
  if (!(await requireOperator(PAGES.adminCodes.path))) return <NotOperator />;
  const { codes } = await getDiscountCodesPage();
  return (
    <div className="grid gap-6">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold">رموز الخصم</h1>
        <p className="text-sm text-muted-foreground">
          الاستخدامات: المدفوعات المدفوعة، ومعها غير المدفوعة في أول 30 دقيقة من إنشائها (محجوزة). الإيراد والخصم
          الممنوح من المدفوعات المدفوعة بعد استرداداتها، شاملة الضريبة؛ الهامش دون الضريبة بعد تكلفة لوحة التنفيذ.
        </p>
      </header>
      <Section id="new-code-title" title="رمز خصم جديد">
        <CodeForm timeZone={storeTimeZone()} />
      </Section>
      <Section id="codes-title" title={`الرموز (${formatCount(codes.length)})`}>
        {codes.length === 0 ? (
          <p className="text-sm">لا رموز بعد.</p>
        ) : (
          <BookTable labelledBy="codes-title" columns={COLUMNS}>
            {codes.map((c) => (
              <CodeRow key={c.id} code={c} />
            ))}
          </BookTable>
        )}
      </Section>
    </div>
  );
}

function CodeRow({ code: c }: { code: DiscountCodeLine }) {
  const services = (Array.isArray(c.services) ? c.services : []).filter(isServiceType);
  const paused = c.pausedAt !== null;
  const cell = "px-2 py-2 align-top";
  return (
    <tr className="border-b">
      <th scope="row" className={`${cell} text-start font-bold whitespace-nowrap`}>
        <Num>{c.code}</Num>
      </th>
      <td className={`${cell} whitespace-nowrap`}>
        {c.kind === "PERCENT" ? <Num>{c.value}%</Num> : <Aed fils={c.value} />}
      </td>
      <td className={`${cell} whitespace-nowrap`}>
        {services.length === 0 ? "كل الخدمات" : services.map((s) => <div key={s}>{SERVICES[s].tabLabel}</div>)}
      </td>
      <td className={`${cell} whitespace-nowrap`}>
        <div>من {c.startsAt ? <Time at={c.startsAt} /> : "إنشائه"}</div>
        <div>إلى {c.endsAt ? <Time at={c.endsAt} /> : "دون نهاية"}</div>
      </td>
      <td className={cell}>
        <Limits code={c} />
      </td>
      <td className={`${cell} whitespace-nowrap`}>
        <div>
          <Num>{formatCount(c.paidUses)}</Num> مدفوعة
        </div>
        <div className="text-muted-foreground">
          <Num>{formatCount(c.heldUses)}</Num> محجوزة
        </div>
      </td>
      <td className={cell}>
        <Num>{formatAmount(c.revenueFils)}</Num>
      </td>
      <td className={cell}>
        <Num>{formatAmount(c.discountGivenFils)}</Num>
      </td>
      <td className={`${cell} whitespace-nowrap`}>
        {c.margin?.marginFils != null ? (
          <>
            <Num>{formatSignedAmount(c.margin.marginFils)}</Num>{" "}
            <Num>({formatMarginPercent(c.margin.marginPercent)})</Num>
          </>
        ) : (
          "—"
        )}
      </td>
      <td className={cell}>
        <div className="grid justify-items-start gap-1">
          <span className="whitespace-nowrap">{DISCOUNT_CODE_STATE_LABELS[c.state]}</span>
          {c.pausedAt && (
            <span className="text-xs whitespace-nowrap text-muted-foreground">
              منذ <Time at={c.pausedAt} />
            </span>
          )}
          <AdminAction
            url={`/api/admin/discount-codes/${c.id}`}
            method="PATCH"
            body={{ paused: !paused }}
            label={paused ? "استئناف" : "إيقاف"}
            ariaLabel={paused ? `استئناف ${c.code}` : `إيقاف ${c.code}`}
            variant={paused ? "default" : "outline"}
          />
        </div>
      </td>
    </tr>
  );
}

/** The code's limits, one a line; «دون حدود» when it has none. */
function Limits({ code: c }: { code: DiscountCodeLine }) {
  const lines: React.ReactNode[] = [];
  if (c.maxUses !== null)
    lines.push(
      <>
        حتى <Num>{formatCount(c.maxUses)}</Num> استخدام
      </>,
    );
  if (c.perCustomer !== null)
    lines.push(
      <>
        <Num>{formatCount(c.perCustomer)}</Num> لكل عميل
      </>,
    );
  if (c.budgetFils !== null)
    lines.push(
      <>
        ميزانية <Aed fils={c.budgetFils} />
      </>,
    );
  if (c.minOrderFils !== null)
    lines.push(
      <>
        لطلب من <Aed fils={c.minOrderFils} />
      </>,
    );
  if (c.firstOrderOnly) lines.push("للطلب الأول فقط");
  if (c.combinesWithReturning) lines.push("مع خصم العميل العائد");
  if (lines.length === 0) return <>دون حدود</>;
  return (
    <ul className="grid gap-0.5">
      {lines.map((line, i) => (
        <li key={i} className="whitespace-nowrap">
          {line}
        </li>
      ))}
    </ul>
  );
}
