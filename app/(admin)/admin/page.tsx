import type { Metadata } from "next";

import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader } from "@/components/ui/table";
import { requireOperator } from "@/lib/admin";
import { getOperatorConsole } from "@/lib/fulfilment";

import { AdminAction } from "./_components/admin-action";
import { MarkSubmittedForm } from "./_components/mark-submitted-form";

export const metadata: Metadata = { title: "لوحة التشغيل", robots: { index: false } };

const when = new Intl.DateTimeFormat("ar-u-nu-latn", { dateStyle: "short", timeStyle: "short" });
const fmt = (d: Date | null) => (d ? when.format(d) : "—");

function Section({
  id,
  title,
  count,
  children,
}: {
  id: string;
  title: string;
  count?: number;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="grid gap-3 rounded-xl border bg-card p-4">
      <h2 id={id} className="text-lg font-bold">
        {title} {count !== undefined && <span className="text-muted-foreground">({count})</span>}
      </h2>
      {children}
    </section>
  );
}

// Dynamic: operator-only, checked on the server for every request.
export default async function OperatorConsolePage() {
  const operator = await requireOperator("/admin");
  if (!operator) {
    return (
      <p role="alert" className="rounded-xl border bg-card p-6">
        هذه الصفحة لمشغّلي المتجر فقط.
      </p>
    );
  }
  const data = await getOperatorConsole();
  const { control } = data;
  return (
    <div className="grid gap-6">
      <h1 className="text-2xl font-bold">لوحة التشغيل</h1>

      <Section id="panel" title="لوحة التنفيذ (SMM)">
        <p role="status" className={control.paused ? "font-bold text-destructive" : ""}>
          {control.paused
            ? `الإرسال متوقف منذ ${fmt(control.pausedAt)}: ${control.pauseReason ?? ""}`
            : "الإرسال يعمل."}
        </p>
        <p>
          الرصيد:{" "}
          <span dir="ltr">
            {control.balance ?? "غير معروف"} {control.currency ?? ""}
          </span>{" "}
          (آخر فحص {fmt(control.balanceCheckedAt)})
        </p>
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
        <Table>
          <TableCaption>الخدمات المضبوطة</TableCaption>
          <TableHeader>
            <tr>
              <TableHead>النوع</TableHead>
              <TableHead>الخدمة</TableHead>
              <TableHead>تعويض</TableHead>
              <TableHead>إلغاء</TableHead>
              <TableHead>مشكلة</TableHead>
            </tr>
          </TableHeader>
          <TableBody>
            {data.services.map((s) => (
              <tr key={s.kind}>
                <TableCell>{s.kind}</TableCell>
                <TableCell dir="ltr" className="text-start">
                  {s.serviceId} {s.name}
                </TableCell>
                <TableCell>{s.refill ? "نعم" : "لا"}</TableCell>
                <TableCell>{s.cancel ? "نعم" : "لا"}</TableCell>
                <TableCell className={s.problem ? "text-destructive" : ""} dir="auto">
                  {s.problem ?? "—"}
                </TableCell>
              </tr>
            ))}
          </TableBody>
        </Table>
      </Section>

      <Section id="review" title="بانتظار المراجعة (نتيجة الإرسال غير معروفة)" count={data.review.length}>
        {data.review.length === 0 && <p>لا شيء.</p>}
        <ul className="grid gap-4">
          {data.review.map((i) => (
            <li key={i.id} className="grid gap-2 border-t pt-3">
              <p>
                {i.kind} × {i.quantity.toLocaleString("en-US")} —{" "}
                <a href={i.link} dir="ltr" className="underline" rel="noreferrer noopener" target="_blank">
                  {i.link}
                </a>
              </p>
              <p className="text-sm text-muted-foreground" dir="ltr">
                item {i.id} · order {i.orderId} · attempt {i.attemptId ?? "—"} at {i.attemptedAt?.toISOString() ?? "—"}
              </p>
              <p className="text-sm" dir="ltr">
                {i.lastError}
              </p>
              <div className="flex flex-wrap items-end gap-3">
                <MarkSubmittedForm itemId={i.id} />
                <AdminAction
                  url={`/api/admin/items/${i.id}/review`}
                  body={{ action: "mark-not-created" }}
                  label="غير موجود في اللوحة: أعد الإرسال"
                  confirm="تأكدت أن اللوحة لا تحوي هذا الطلب؟ سيُرسل مرة أخرى."
                />
                {i.paid && (
                  <AdminAction
                    url={`/api/admin/items/${i.id}/review`}
                    body={{ action: "refund" }}
                    label="إلغاء واسترداد"
                    variant="destructive"
                    confirm="إلغاء هذا العنصر واسترداد قيمته للعميل؟"
                  />
                )}
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="late" title="لم تبدأ في الوقت الموعود" count={data.late.length}>
        {data.late.length === 0 && <p>لا شيء.</p>}
        <ul className="grid gap-1 text-sm" dir="ltr">
          {data.late.map((i) => (
            <li key={i.id}>
              {i.kind} × {i.quantity} · order {i.orderId} · {i.submission} · ordered {i.orderedAt.toISOString()} ·
              flagged {i.flaggedAt.toISOString()}
            </li>
          ))}
        </ul>
      </Section>

      <Section id="dead" title="مهام متوقفة (DEAD)" count={data.deadJobs.length}>
        {data.deadJobs.length === 0 && <p>لا شيء.</p>}
        <ul className="grid gap-3">
          {data.deadJobs.map((j) => (
            <li key={j.id} className="grid gap-1 border-t pt-2">
              <p dir="ltr" className="text-sm">
                #{j.id} {j.type} · {j.attempts} attempts · {j.finishedAt?.toISOString() ?? ""} · {j.payload}
              </p>
              <p dir="ltr" className="text-sm text-destructive">
                {j.lastError}
              </p>
              <AdminAction url={`/api/admin/jobs/${j.id}/retry`} label="إعادة المحاولة" />
            </li>
          ))}
        </ul>
      </Section>
    </div>
  );
}
