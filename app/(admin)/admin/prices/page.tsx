import type { Metadata } from "next";

import { formatStoreTime, getPricesPage, requireOperator } from "@/lib/admin";
import { PAGES } from "@/lib/routes";

import { NotOperator } from "../_components/not-operator";
import { PriceEditor } from "./_components/price-editor";

export const metadata: Metadata = { title: "الأسعار: لوحة التشغيل", robots: { index: false } };
export const dynamic = "force-dynamic";

/**
 * The price list the store charges (docs/operations.md#the-price-list): its
 * editor with a preview and margins at the panel's current cost, and the kept
 * versions with who saved each and when.
 */
export default async function PricesPage() {
  if (!(await requireOperator(PAGES.adminPrices.path))) return <NotOperator />;
  const { current, history, costs, vatRateBp } = await getPricesPage();
  return (
    <div className="grid gap-6">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold">الأسعار</h1>
        <p className="text-sm text-muted-foreground">
          {current.version === 0
            ? "الأسعار الافتراضية للمتجر (لم تُحفظ قائمة بعد)."
            : `الإصدار ${current.version}، حفظه ${current.createdBy} في ${formatStoreTime(current.createdAt!)}.`}{" "}
          الحفظ يسري على المدفوعات الجديدة في كل النسخ خلال ثوانٍ؛ الدفعة المنشأة تبقى بسعرها. الهامش دون الضريبة وبتكلفة
          اللوحة الأولى الآن.
        </p>
      </header>
      <PriceEditor prices={current.prices} version={current.version} costs={costs} vatRateBp={vatRateBp} />
      <section aria-labelledby="history-title" className="grid gap-2 rounded-xl border bg-card p-4">
        <h2 id="history-title" className="text-lg font-bold">
          الإصدارات السابقة
        </h2>
        {history.length === 0 ? (
          <p className="text-sm">لا إصدارات بعد.</p>
        ) : (
          <ul className="grid gap-1 text-sm">
            {history.map((v) => (
              <li key={v.version}>
                الإصدار {v.version}: {v.createdBy}، {formatStoreTime(v.createdAt!)}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
