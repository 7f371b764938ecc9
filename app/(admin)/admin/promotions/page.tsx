import type { Metadata } from "next";

import {
  getPromotionsPage,
  PROMOTION_STATE_LABELS,
  promotionOffLabel,
  requireOperator,
  storeTimeZone,
  type PromotionLine,
} from "@/lib/admin";
import { formatAmount, formatCount, isServiceType, REFERENCE_PRICE_DAYS, SERVICES } from "@/lib/pricing";
import { PAGES } from "@/lib/routes";

import { AdminAction } from "../_components/admin-action";
import { Aed, BookTable, Num, Time } from "../_components/cells";
import { NotOperator } from "../_components/not-operator";
import { Section } from "../_components/section";
import { PromotionForm } from "./_components/promotion-form";

export const metadata: Metadata = { title: "العروض: لوحة التشغيل", robots: { index: false } };
export const dynamic = "force-dynamic";

const COLUMNS = ["العرض", "يعطي", "الخدمات", "المدة", "الطلبات المدفوعة", "الإيراد (درهم)", "ما أعطاه", "الحالة"];

/**
 * The owner's promotions (docs/operations.md#promotions): a new one's form,
 * and every promotion with what it gives, its dates, what its paid payments
 * brought and what it gave, where it stands, and a button that ends it now.
 */
export default async function PromotionsPage() {
  if (!(await requireOperator(PAGES.adminPromotions.path))) return <NotOperator />;
  const { promotions } = await getPromotionsPage();
  return (
    <div className="grid gap-6">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold">العروض</h1>
        <p className="text-sm text-muted-foreground">
          عرض واحد لكل خدمة في أي وقت، له بداية ونهاية يراها العميل، ويختفي وحده عند نهايته. يظهر السعر قبل العرض مشطوباً
          فقط إذا كانت قائمة الأسعار الحالية مطبقة قبل بدء العرض بـ{REFERENCE_PRICE_DAYS} يوماً على الأقل.
        </p>
      </header>
      <Section id="new-promotion-title" title="عرض جديد">
        <PromotionForm timeZone={storeTimeZone()} />
      </Section>
      <Section id="promotions-title" title={`العروض (${formatCount(promotions.length)})`}>
        {promotions.length === 0 ? (
          <p className="text-sm">لا عروض بعد.</p>
        ) : (
          <BookTable labelledBy="promotions-title" columns={COLUMNS}>
            {promotions.map((p) => (
              <PromotionRowView key={p.id} promotion={p} />
            ))}
          </BookTable>
        )}
      </Section>
    </div>
  );
}

function PromotionRowView({ promotion: p }: { promotion: PromotionLine }) {
  const services = (Array.isArray(p.services) ? p.services : []).filter(isServiceType);
  const cell = "px-2 py-2 align-top";
  return (
    <tr className="border-b">
      <th scope="row" className={`${cell} text-start font-bold`}>
        {p.title}
      </th>
      <td className={`${cell} whitespace-nowrap`}>{promotionOffLabel(p)}</td>
      <td className={`${cell} whitespace-nowrap`}>
        {services.length === 0 ? "كل الخدمات" : services.map((s) => <div key={s}>{SERVICES[s].tabLabel}</div>)}
      </td>
      <td className={`${cell} whitespace-nowrap`}>
        <div>
          من <Time at={p.startsAt} />
        </div>
        <div>
          إلى <Time at={p.endedAt ?? p.endsAt} />
        </div>
      </td>
      <td className={cell}>
        <Num>{formatCount(p.paidUses)}</Num>
      </td>
      <td className={cell}>
        <Num>{formatAmount(p.revenueFils)}</Num>
      </td>
      <td className={`${cell} whitespace-nowrap`}>
        {p.kind === "PERCENT" ? (
          <Aed fils={p.discountGivenFils} />
        ) : (
          <>
            <Num>{formatCount(p.bonusGiven)}</Num> مجاناً
          </>
        )}
      </td>
      <td className={cell}>
        <div className="grid justify-items-start gap-1">
          <span className="whitespace-nowrap">{PROMOTION_STATE_LABELS[p.state]}</span>
          {p.endedAt && <span className="text-xs whitespace-nowrap text-muted-foreground">أُنهي مبكراً</span>}
          {p.state !== "ended" && (
            <AdminAction
              url={`/api/admin/promotions/${p.id}`}
              method="PATCH"
              body={{ ended: true }}
              label="إنهاء الآن"
              ariaLabel={`إنهاء الآن: ${p.title}`}
              variant="outline"
            />
          )}
        </div>
      </td>
    </tr>
  );
}
