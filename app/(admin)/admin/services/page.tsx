import type { Metadata } from "next";

import { formatStoreTime, getServicesPage, ITEM_LABELS, label, PANEL_LABELS, requireOperator } from "@/lib/admin";

import { formatCount } from "@/lib/pricing";
import { PAGES } from "@/lib/routes";

import { NotOperator } from "../_components/not-operator";
import { SimulatedCostsNote } from "../_components/simulated-costs-note";
import { RateForm } from "./_components/rate-form";
import { ServiceChooser } from "./_components/service-chooser";

export const metadata: Metadata = { title: "الخدمات وأسعار الصرف: لوحة التشغيل", robots: { index: false } };
export const dynamic = "force-dynamic";

const n = (value: number | null) => (value === null ? "?" : formatCount(value));

/**
 * Which panel service each kind of item goes to, chosen from the panel's live
 * list (the next submission on every instance uses it), and the exchange
 * rates that turn panel charges into costs.
 */
export default async function ServicesPage() {
  if (!(await requireOperator(PAGES.adminServices.path))) return <NotOperator />;
  const { panels, rates, costsSimulated } = await getServicesPage();
  return (
    <div className="grid gap-6">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold">الخدمات وأسعار الصرف</h1>
        <p className="text-sm text-muted-foreground">
          تغيير الخدمة يسري على العناصر التي تُرسل بعده في كل النسخ دون إعادة تشغيل؛ العناصر المرسلة تبقى على خدمتها.
        </p>
      </header>
      <SimulatedCostsNote simulated={costsSimulated} />

      {panels.map((p) => (
        <section
          key={p.panel}
          aria-labelledby={`panel-${p.panel}`}
          className="grid gap-4 rounded-xl border bg-card p-4"
        >
          <div className="grid gap-1">
            <h2 id={`panel-${p.panel}`} className="text-lg font-bold">
              {label(PANEL_LABELS, p.panel)}
            </h2>
            <p className="text-sm">
              الرصيد:{" "}
              <span dir="ltr" className="font-bold">
                {p.balance ?? "غير معروف"} {p.currency ?? ""}
              </span>
            </p>
            {p.listError && (
              <p role="alert" className="text-sm break-words text-destructive" dir="auto">
                تعذرت قراءة قائمة خدمات اللوحة الآن: {p.listError}
              </p>
            )}
          </div>
          <ul className="grid gap-4">
            {p.kinds.map((k) => (
              <li key={k.kind} className="grid gap-2 border-t pt-3">
                <h3 className="font-bold">{label(ITEM_LABELS, k.kind)}</h3>
                <p className="text-sm">
                  المستخدمة الآن:{" "}
                  <span dir="ltr" className="font-bold break-all">
                    #{k.current.serviceId ?? "—"} {k.current.name ?? ""}
                  </span>
                  {k.current.rate && (
                    <>
                      {" "}
                      · السعر <span dir="ltr">{k.current.rate}</span> لكل 1000
                    </>
                  )}{" "}
                  · التعويض: {k.current.refill ? "نعم" : "لا"} · الإلغاء: {k.current.cancel ? "نعم" : "لا"}
                </p>
                <p className="text-xs text-muted-foreground">
                  {k.current.setAt
                    ? `اختارها ${k.current.setBy ?? "—"} في ${formatStoreTime(k.current.setAt)}`
                    : "من إعدادات الخادم (الافتراضي عند أول تشغيل)"}{" "}
                  · الكميات المطلوبة{" "}
                  <span dir="ltr">
                    {n(k.need.min)}–{n(k.need.max)}
                  </span>
                </p>
                {k.current.problem && (
                  <p className="text-sm break-words text-destructive" dir="auto">
                    مشكلة: {k.current.problem}
                  </p>
                )}
                {k.choices.length > 0 && (
                  <ServiceChooser
                    panel={p.panel}
                    kind={k.kind}
                    kindLabel={label(ITEM_LABELS, k.kind)}
                    current={k.current.serviceId}
                    options={k.choices.map((c) => ({
                      serviceId: c.serviceId,
                      label: `#${c.serviceId} ${c.name ?? ""} · ${c.rate ?? "?"}/1000 · ${n(c.min)}–${n(c.max)}${c.refill ? " · تعويض" : ""}${c.cancel ? " · إلغاء" : ""}`,
                      problem: c.problem,
                    }))}
                  />
                )}
              </li>
            ))}
          </ul>
        </section>
      ))}

      <section aria-labelledby="rates" className="grid gap-3 rounded-xl border bg-card p-4">
        <h2 id="rates" className="text-lg font-bold">
          أسعار الصرف
        </h2>
        <p className="text-sm text-muted-foreground">
          تحوّل ما تخصمه لوحة التنفيذ (بعملتها) إلى تكلفة بالدرهم في الأرقام والتقارير.
        </p>
        <ul className="grid gap-1 text-sm">
          {rates.map((r) => (
            <li key={r.currency} className="flex flex-wrap justify-between gap-2 border-b py-1">
              <span dir="ltr" className="font-bold">
                1 {r.currency} = {r.aedPerUnit} AED
              </span>
              <span className="text-muted-foreground">
                {r.setAt ? `ضبطه ${r.setBy ?? "—"} في ${formatStoreTime(r.setAt)}` : "من إعدادات الخادم"}
              </span>
            </li>
          ))}
        </ul>
        <RateForm currency={rates[0]?.currency ?? "USD"} aedPerUnit={rates[0]?.aedPerUnit ?? ""} />
      </section>
    </div>
  );
}
