import type { Metadata } from "next";
import Link from "next/link";

import { CheckList } from "@/components/store/check-list";
import { PricingTabs } from "@/components/store/pricing-tabs";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { priceTerms, sharePreview } from "@/lib/content";
import {
  formatAmount,
  likesPriceTable,
  popularPackages,
  RETURNING_CUSTOMER_DISCOUNT_PERCENT,
  viewsDiscountTable,
  viewsPriceTable,
  type PriceRow,
  type PublicPromotion,
  formatCount,
  SERVICES,
} from "@/lib/pricing";
import { priceListForPage, promotionsForPage } from "@/lib/price-list";
import { PAGES } from "@/lib/routes";

export const metadata: Metadata = sharePreview({
  title: "الأسعار والباقات",
  description: "أسعار مشاهدات وإعجابات تيك توك وباقة الإكسبلور بالدرهم الإماراتي، شاملة ضريبة القيمة المضافة.",
  path: PAGES.pricing.path,
});

/** Row and cell styles set once on the table body rather than on every row and cell. */
const BODY = "tabular-nums [&>tr]:border-b [&>tr:last-child]:border-0 [&_td]:py-2";

function PriceTable({ caption, unit, rows }: { caption: string; unit: string; rows: PriceRow[] }) {
  return (
    <table className="w-full text-sm">
      <caption className="mb-2 text-start font-bold">{caption}</caption>
      <thead>
        <tr className="border-b text-muted-foreground">
          <th scope="col" className="py-2 text-start font-medium">
            الكمية
          </th>
          <th scope="col" className="py-2 text-start font-medium">
            السعر (درهم)
          </th>
          <th scope="col" className="py-2 text-start font-medium">
            لكل 1,000 {unit}
          </th>
        </tr>
      </thead>
      <tbody className={BODY}>
        {rows.map((r) => (
          <tr key={r.quantity}>
            <td>{formatCount(r.quantity)}</td>
            <td className="font-bold">{formatAmount(r.priceFils)}</td>
            <td>{formatAmount(r.perThousandFils)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

// Rendered again at most every 10 s (PRICE_PAGE_REVALIDATE_SECONDS): the
// owner's price list reaches this page without a rebuild. Next, not nginx's
// precompressed copy, serves a revalidated page (deploy/precompress.mjs).
export const revalidate = 10;

/** The promotions in force (docs/product-rules.md#promotions): what each gives, on what, until when. */
function Promotions({ promotions }: { promotions: PublicPromotion[] }) {
  if (promotions.length === 0) return null;
  return (
    <section aria-label="العروض الحالية" className="rounded-xl border border-primary/30 bg-primary/5 p-4 text-sm">
      <ul className="grid gap-1">
        {promotions.map((p) => (
          <li key={p.id} data-testid="promotion">
            <b>{p.title}</b>: {p.kind === "PERCENT" ? `خصم ${p.value}%` : `${p.value}% كمية إضافية مجاناً`} على{" "}
            {p.services.length > 0
              ? p.services.map((s) => SERVICES[s].tabLabel).join(" و")
              : p.kind === "EXTRA"
                ? "المشاهدات والإعجابات"
                : "كل الخدمات"}
            ، عرض محدود حتى {p.endsAtText}. يظهر السعر بعد العرض في نموذج الشراء ويُطبق عند الدفع.
          </li>
        ))}
      </ul>
    </section>
  );
}

export default async function PricingPage() {
  const [list, promotions] = await Promise.all([priceListForPage(), promotionsForPage()]);
  const packages = (
    <div className="grid gap-4 sm:grid-cols-3">
      {popularPackages(list).map((p, i) => (
        <div
          key={i}
          className={`flex flex-col gap-3 rounded-xl border bg-card p-5 shadow-sm ${p.highlighted ? "border-primary ring-2 ring-primary/30" : ""}`}
        >
          <div className="flex items-center justify-between gap-2">
            <h2 className="font-bold">{p.name}</h2>
            {p.highlighted && <Badge>الأكثر طلباً</Badge>}
          </div>
          <p className="text-muted-foreground">{formatCount(p.views)} مشاهدة</p>
          <p className="text-3xl font-extrabold tabular-nums">
            {formatAmount(p.priceFils)} <span className="text-base">درهم</span>
          </p>
          <CheckList items={p.features} className="flex-1 gap-1.5 text-sm" />
          <Button asChild variant={p.highlighted ? "default" : "outline"}>
            <Link href={PAGES.buy.path}>اطلب الآن</Link>
          </Button>
        </div>
      ))}
    </div>
  );
  const table = (
    <div className="grid gap-6 rounded-xl border bg-card p-4 sm:grid-cols-2">
      <PriceTable caption="المشاهدات" unit="مشاهدة" rows={viewsPriceTable(list)} />
      <PriceTable caption="الإعجابات" unit="إعجاب" rows={likesPriceTable(list)} />
    </div>
  );
  const discounts = (
    <div className="flex flex-col gap-4 rounded-xl border bg-card p-4">
      <table className="w-full text-sm">
        <caption className="mb-2 text-start font-bold">كلما زادت الكمية قل سعر الألف مشاهدة</caption>
        <thead>
          <tr className="border-b text-muted-foreground">
            <th scope="col" className="py-2 text-start font-medium">
              الكمية
            </th>
            <th scope="col" className="py-2 text-start font-medium">
              لكل 1,000 (درهم)
            </th>
            <th scope="col" className="py-2 text-start font-medium">
              التوفير
            </th>
          </tr>
        </thead>
        <tbody className={BODY}>
          {viewsDiscountTable(list).map((r) => (
            <tr key={r.quantity}>
              <td>{formatCount(r.quantity)}</td>
              <td>{formatAmount(r.perThousandFils)}</td>
              <td className="font-bold text-emerald-700">
                {r.savingPercent === 0 ? "السعر الأساسي" : `${r.savingPercent}%`}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="rounded-lg bg-primary/5 p-3 text-sm">
        العملاء الدائمون (من أكمل طلباً مدفوعاً من قبل) يحصلون على خصم إضافي {RETURNING_CUSTOMER_DISCOUNT_PERCENT}% يُطبق
        تلقائياً عند الدفع بعد تسجيل الدخول.
      </p>
    </div>
  );
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-8">
      <header className="text-center">
        <h1 className="text-2xl font-extrabold sm:text-3xl">الأسعار والباقات</h1>
        <p className="mt-2 text-muted-foreground">{priceTerms}، وهي نفسها عند الدفع.</p>
      </header>
      <Promotions promotions={promotions} />
      <PricingTabs packages={packages} table={table} discounts={discounts} />
    </div>
  );
}
