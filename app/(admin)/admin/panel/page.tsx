import type { Metadata } from "next";

import { formatStoreTime, ITEM_LABELS, label, PANEL_LABELS, pauseReasonLabel, requireOperator } from "@/lib/admin";
import { getOperatorConsole } from "@/lib/fulfilment";
import { PAGES } from "@/lib/routes";

import { AdminAction } from "../_components/admin-action";
import { NotOperator } from "../_components/not-operator";

export const metadata: Metadata = { title: "لوحة التنفيذ: لوحة التشغيل", robots: { index: false } };
export const dynamic = "force-dynamic";

/** The SMM panel: whether submissions run, the balance, the configured services. */
export default async function PanelPage() {
  if (!(await requireOperator(PAGES.adminPanel.path))) return <NotOperator />;
  const { control, services } = await getOperatorConsole();
  return (
    <div className="grid gap-6">
      <h1 className="text-2xl font-bold">لوحة التنفيذ (SMM)</h1>
      <section aria-labelledby="switch" className="grid gap-3 rounded-xl border bg-card p-4">
        <h2 id="switch" className="text-lg font-bold">
          الإرسال والرصيد
        </h2>
        <p role="status" className={control.paused ? "font-bold text-destructive" : ""}>
          {control.paused ? `الإرسال متوقف منذ ${formatStoreTime(control.pausedAt)}.` : "الإرسال يعمل."}
        </p>
        {control.paused && (
          <p className="text-sm break-words" dir="auto">
            السبب: {pauseReasonLabel(control.pauseReason)}
          </p>
        )}
        <p>
          الرصيد:{" "}
          <span dir="ltr" className="font-bold">
            {control.balance ?? "غير معروف"} {control.currency ?? ""}
          </span>{" "}
          (آخر فحص {formatStoreTime(control.balanceCheckedAt)})
        </p>
        {control.secondary.checkedAt && (
          <p>
            رصيد اللوحة الثانية:{" "}
            <span dir="ltr" className="font-bold">
              {control.secondary.balance ?? "غير معروف"} {control.secondary.currency ?? ""}
            </span>{" "}
            (آخر فحص {formatStoreTime(control.secondary.checkedAt)})
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          {control.paused ? (
            <AdminAction
              url="/api/admin/fulfilment"
              body={{ action: "resume" }}
              label="استئناف الإرسال"
              variant="default"
            />
          ) : (
            <AdminAction
              url="/api/admin/fulfilment"
              body={{ action: "pause" }}
              label="إيقاف الإرسال"
              confirm="إيقاف إرسال كل الطلبات؟"
            />
          )}
          <AdminAction url="/api/admin/fulfilment" body={{ action: "check-balance" }} label="فحص الرصيد الآن" />
        </div>
      </section>
      <section aria-labelledby="services" className="grid gap-3 rounded-xl border bg-card p-4">
        <h2 id="services" className="text-lg font-bold">
          الخدمات المضبوطة
        </h2>
        <ul className="grid gap-3">
          {services.map((s) => (
            <li key={`${s.panel}:${s.kind}`} className="grid gap-1 border-t pt-2 text-sm">
              <p className="font-bold">
                {label(ITEM_LABELS, s.kind)} · {label(PANEL_LABELS, s.panel)}
              </p>
              <p className="break-all" dir="ltr">
                #{s.serviceId} {s.name}
              </p>
              <p>
                التعويض: {s.refill ? "نعم" : "لا"} · الإلغاء: {s.cancel ? "نعم" : "لا"} · آخر فحص{" "}
                {formatStoreTime(s.checkedAt)}
              </p>
              {s.problem && (
                <p className="break-words text-destructive" dir="auto">
                  مشكلة: {s.problem}
                </p>
              )}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
