// Over 300 lines: one entry layout per attention section (twelve), beside the
// section's help text, so a section's page is read and changed in one place.
import type { Metadata } from "next";
import Link from "next/link";

import {
  ATTENTION_KINDS,
  formatStoreTime,
  getAttention,
  ITEM_LABELS,
  JOB_TYPE_LABELS,
  label,
  ORDER_STATUS_LABELS,
  PANEL_LABELS,
  REVIEW_RESOLUTION_LABELS,
  itemNoteLabel,
  SERVICE_LABELS,
  pauseReasonLabel,
  PROVIDER_STATUS_LABELS,
  REFUND_REASON_LABELS,
  REFUND_STATUS_LABELS,
  requireOperator,
  SUBMISSION_LABELS,
  type AttentionKind,
  type AttentionSection,
} from "@/lib/admin";
import { UNANSWERED_AFTER_HOURS } from "@/lib/conversations";
import { formatAmount, formatCount, hoursText } from "@/lib/pricing";
import { PAGES, pagePath } from "@/lib/routes";

import { AdminAction } from "../_components/admin-action";
import { MarkSubmittedForm } from "../_components/mark-submitted-form";
import { NotOperator } from "../_components/not-operator";
import { Pager } from "../_components/pager";

export const metadata: Metadata = { title: "يحتاج انتباهاً: لوحة التشغيل", robots: { index: false } };
export const dynamic = "force-dynamic";

const HELP: Record<AttentionKind, string> = {
  paused: "لا يُرسل أي طلب إلى لوحة التنفيذ حتى يُستأنف الإرسال.",
  "held-order":
    "طلبات تنتظر الإرسال بسبب التوقف. الطلب الذي رفضته اللوحة لنقص الرصيد يظهر أولاً، ويمكن استرداده من صفحته.",
  "low-balance": "اشحن حساب لوحة التنفيذ قبل أن يتوقف الإرسال.",
  review: "لا نعرف إن كانت اللوحة أنشأت الطلب. ابحث عنه في اللوحة ثم اختر.",
  "dead-job": "مهمة استنفدت محاولاتها وتوقفت. أصلح السبب ثم أعد المحاولة.",
  "late-start": "لم تبدأ في الوقت الموعود. يُسترد المبلغ تلقائياً بعد 24 ساعة إن لم تبدأ.",
  "flagged-payment": "لم تطابق بيانات مزود الدفع ما سجله المتجر؛ لم تُعتبر مدفوعة.",
  "failed-refund":
    "استرداد رفضه مزود الدفع (منذ أول رفض، والمتجر يعيد المحاولة) أو لم يكتمل خلال يوم. الاسترداد الفاشل نهائياً يُعيد مبلغه إلى المتاح: استرد من جديد من صفحة الطلب.",
  "below-cost":
    "سعر الخدمة عند أصغر كمية (دون الضريبة) أقل مما تخصمه لوحة التنفيذ بسعر خدمتها. غيّر الخدمة أو راجع الأسعار.",
  failover: "رفضت اللوحة الأولى هذه العناصر رفضاً صريحاً فأُرسلت إلى اللوحة الثانية. السبب كما كتبته اللوحة.",
  unanswered: `كتب العميل ولم يُرد عليه منذ أكثر من ${hoursText(UNANSWERED_AFTER_HOURS)}. افتح المحادثة ورد عليه (ردود جاهزة بأرقام طلبه).`,
  "missing-charge":
    "أُرسلت إلى لوحة التنفيذ قبل أكثر من ساعة ولم تذكر اللوحة ما خصمته عنها: تكلفة طلباتها وهامشها غير معروفين في الأرقام حتى تذكره. راجع الطلب في اللوحة ومزامنة حالته.",
};

const orderLink = (orderId: string) => (
  <Link
    href={pagePath(PAGES.adminOrder, { orderId })}
    className="break-all text-primary underline-offset-4 hover:underline"
    dir="ltr"
  >
    {orderId}
  </Link>
);
const who = (c: { username: string | null; email: string | null }) =>
  [c.username && `المستخدم ${c.username}`, c.email && `البريد ${c.email}`].filter(Boolean).join(" · ") || "ضيف";
const Line = ({ children }: { children: React.ReactNode }) => <p className="min-w-0 break-words">{children}</p>;
const Raw = ({ children }: { children: React.ReactNode }) => (
  <p className="min-w-0 text-xs break-all text-muted-foreground" dir="ltr">
    {children}
  </p>
);

function Entries({ section }: { section: AttentionSection }) {
  switch (section.kind) {
    case "paused":
      return section.items.map((p) => (
        <li key="paused" className="grid gap-2">
          <Line>
            منذ {formatStoreTime(p.since)}: {pauseReasonLabel(p.reason)}
          </Line>
          <Line>
            الرصيد <span dir="ltr">{p.balance ?? "—"}</span>
            {p.neededBalance && (
              <>
                {" "}
                · يحتاج الطلب المرفوض نحو <span dir="ltr">{p.neededBalance}</span>
              </>
            )}
          </Line>
          <div className="flex flex-wrap gap-2">
            <AdminAction
              url="/api/admin/fulfilment"
              body={{ action: "resume" }}
              label="استئناف الإرسال"
              variant="default"
            />
            <AdminAction url="/api/admin/fulfilment" body={{ action: "check-balance" }} label="فحص الرصيد الآن" />
          </div>
        </li>
      ));
    case "low-balance":
      return section.items.map((b) => (
        <li key="low">
          <Line>
            الرصيد <span dir="ltr">{`${b.balance} ${b.currency ?? ""}`}</span> أقل من{" "}
            <span dir="ltr">{b.threshold}</span> (آخر فحص {formatStoreTime(b.checkedAt)})
          </Line>
        </li>
      ));
    case "held-order":
      return section.items.map((i) => (
        <li key={i.itemId} className="grid gap-1 border-t pt-2">
          <Line>
            {i.refusedForFunds && <strong className="text-destructive">رفضته اللوحة لنقص الرصيد · </strong>}
            {label(ITEM_LABELS, i.itemKind)} × {formatCount(i.quantity)} ·{" "}
            {i.paid ? `${formatAmount(i.priceFils)} درهم` : "مجاني"} · {formatStoreTime(i.orderedAt)}
          </Line>
          <Line>الطلب: {orderLink(i.orderId)}</Line>
          <Line>{who(i.customer)}</Line>
          <Raw>{i.link}</Raw>
        </li>
      ));
    case "review":
      return section.items.map((i) => (
        <li key={i.itemId} className="grid gap-2 border-t pt-2">
          <Line>
            {label(ITEM_LABELS, i.itemKind)} × {formatCount(i.quantity)} ·{" "}
            {i.paid ? `${formatAmount(i.priceFils)} درهم` : "مجاني"} · محاولة {formatStoreTime(i.attemptedAt)}
          </Line>
          <Line>الطلب: {orderLink(i.orderId)}</Line>
          <Line>{who(i.customer)}</Line>
          <Line>
            {i.overdue ? <strong className="text-destructive">تجاوز الموعد</strong> : "الموعد"}:{" "}
            {formatStoreTime(i.deadline)} · بحث في اللوحة: {label(REVIEW_RESOLUTION_LABELS, i.resolution ?? "")} (
            {i.checks} مرة{i.checkedAt ? `، آخرها ${formatStoreTime(i.checkedAt)}` : ""})
          </Line>
          <Line>
            أُرسل إلى {label(PANEL_LABELS, i.panel)}
            {i.failoverReason && " بعد رفض صريح من اللوحة الأولى"}
          </Line>
          <Raw>{i.link}</Raw>
          {i.failoverReason && <Raw>{i.failoverReason}</Raw>}
          {i.lastError && <Raw>{itemNoteLabel(i.lastError)}</Raw>}
          <div className="flex flex-wrap items-end gap-3">
            <MarkSubmittedForm itemId={i.itemId} />
            <AdminAction
              url={`/api/admin/items/${i.itemId}/review`}
              body={{ action: "mark-not-created" }}
              label="غير موجود في اللوحة: أعد الإرسال"
              confirm="تأكدت أن اللوحة لا تحوي هذا الطلب؟ سيُرسل مرة أخرى."
            />
            {i.paid && (
              <AdminAction
                url={`/api/admin/items/${i.itemId}/review`}
                body={{ action: "refund" }}
                label="إلغاء واسترداد"
                variant="destructive"
                confirm="إلغاء هذا العنصر واسترداد قيمته للعميل؟"
              />
            )}
          </div>
        </li>
      ));
    case "dead-job":
      return section.items.map((j) => (
        <li key={j.jobId} className="grid gap-1 border-t pt-2">
          <Line>
            {label(JOB_TYPE_LABELS, j.type)} · {j.attempts} محاولة · توقفت {formatStoreTime(j.finishedAt)}
          </Line>
          {j.orderId && <Line>الطلب: {orderLink(j.orderId)}</Line>}
          <Raw>
            مهمة #{j.jobId} {j.type} {j.payload}
          </Raw>
          {j.lastError && <Raw>{itemNoteLabel(j.lastError)}</Raw>}
          <AdminAction url={`/api/admin/jobs/${j.jobId}/retry`} label="إعادة المحاولة" />
        </li>
      ));
    case "late-start":
      return section.items.map((i) => (
        <li key={i.itemId} className="grid gap-1 border-t pt-2">
          <Line>
            {label(ITEM_LABELS, i.itemKind)} × {formatCount(i.quantity)} · {label(SUBMISSION_LABELS, i.submission)} ·
            طُلب {formatStoreTime(i.orderedAt)} · تأخر منذ {formatStoreTime(i.flaggedAt)}
          </Line>
          <Line>الطلب: {orderLink(i.orderId)}</Line>
        </li>
      ));
    case "flagged-payment":
      return section.items.map((p) => (
        <li key={p.paymentId} className="grid gap-1 border-t pt-2">
          <Line>
            {formatAmount(p.amountFils)} درهم · {formatStoreTime(p.createdAt)} · {who(p.customer)}
          </Line>
          <Line>
            رقم الدفع:{" "}
            <Link
              href={`${PAGES.adminOrders.path}?q=${encodeURIComponent(p.paymentId)}`}
              className="break-all text-primary underline-offset-4 hover:underline"
              dir="ltr"
            >
              {p.paymentId}
            </Link>
          </Line>
          <Raw>
            {p.reason} {p.providerStatus && `(${label(PROVIDER_STATUS_LABELS, p.providerStatus)})`}
          </Raw>
        </li>
      ));
    case "failed-refund":
      return section.items.map((r) => (
        <li key={r.refundId} className="grid gap-1 border-t pt-2">
          <Line>
            {formatAmount(r.amountFils)} درهم · {label(REFUND_REASON_LABELS, r.reason)} ·{" "}
            {r.status === "FAILED"
              ? "فشل نهائياً: المبلغ متاح للاسترداد من جديد من صفحة الطلب"
              : r.failures > 0
                ? `رفضه مزود الدفع ${formatCount(r.failures)} مرة، ويُعاد تلقائياً`
                : label(REFUND_STATUS_LABELS, r.status)}{" "}
            · {formatStoreTime(r.createdAt)}
          </Line>
          <Line>الطلب: {orderLink(r.orderId)}</Line>
          <Raw>
            رقم الاسترداد {r.refundId} {r.lastError}
          </Raw>
        </li>
      ));
    case "below-cost":
      return section.items.map((b) => (
        <li key={`${b.panel}:${b.service}`} className="grid gap-1 border-t pt-2">
          <Line>
            {label(SERVICE_LABELS, b.service.toUpperCase())} × {formatCount(b.quantity)} ({label(PANEL_LABELS, b.panel)}
            ): السعر {formatAmount(b.priceFils)} درهم دون الضريبة، التكلفة {formatAmount(b.costFils)} درهم
          </Line>
        </li>
      ));
    case "failover":
      return section.items.map((i) => (
        <li key={i.itemId} className="grid gap-1 border-t pt-2">
          <Line>
            {label(ITEM_LABELS, i.itemKind)} × {formatCount(i.quantity)} · {label(ORDER_STATUS_LABELS, i.status)} ·{" "}
            {label(SUBMISSION_LABELS, i.submission)} · اللوحة الثانية · {formatStoreTime(i.attemptedAt)}
          </Line>
          <Line>الطلب: {orderLink(i.orderId)}</Line>
          <Raw>{i.reason}</Raw>
        </li>
      ));
    case "missing-charge":
      return section.items.map((i) => (
        <li key={i.itemId} className="grid gap-1 border-t pt-2">
          <Line>
            {label(ITEM_LABELS, i.itemKind)} × {formatCount(i.quantity)} · {label(PANEL_LABELS, i.panel)} · أُرسل{" "}
            {formatStoreTime(i.submittedAt)}
          </Line>
          <Line>الطلب: {orderLink(i.orderId)}</Line>
          <Raw>{i.externalOrderId}</Raw>
        </li>
      ));
    case "unanswered":
      return section.items.map((c) => (
        <li key={c.conversationId} className="grid gap-1 border-t pt-2">
          <Line>
            <Link
              href={pagePath(PAGES.adminConversation, { conversationId: c.conversationId })}
              className="text-primary underline-offset-4 hover:underline"
            >
              المحادثة
            </Link>{" "}
            · {c.who ? <bdi dir="ltr">{c.who}</bdi> : "عميل"} · ينتظر منذ {formatStoreTime(c.waitingSince)}
          </Line>
          {c.orderId && <Line>الطلب: {orderLink(c.orderId)}</Line>}
        </li>
      ));
  }
}

/** Every attention section, complete: true counts, each paged on its own (?review=2). */
export default async function AttentionPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[]>>;
}) {
  if (!(await requireOperator(PAGES.adminAttention.path))) return <NotOperator />;
  const query = await searchParams;
  const pages: Partial<Record<AttentionKind, number>> = {};
  for (const kind of ATTENTION_KINDS) {
    const value = Number(query[kind]);
    if (Number.isSafeInteger(value) && value > 0) pages[kind] = value;
  }
  const attention = await getAttention({ pages });
  const hrefFor = (kind: AttentionKind) => (page: number) => {
    const next = new URLSearchParams();
    for (const [k, v] of Object.entries(pages)) next.set(k, String(v));
    next.set(kind, String(page));
    return `${PAGES.adminAttention.path}?${next.toString()}#${kind}`;
  };
  return (
    <div className="grid gap-6">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold">يحتاج انتباهاً</h1>
        <p className="text-sm text-muted-foreground">
          {attention.total === 0 ? "لا شيء يحتاج انتباهاً الآن." : `${formatCount(attention.total)} بنداً في المجموع.`}
        </p>
      </header>
      {attention.sections.map((section) => (
        <section
          key={section.kind}
          id={section.kind}
          aria-labelledby={`${section.kind}-title`}
          className="grid min-w-0 gap-3 rounded-xl border bg-card p-4"
        >
          <h2 id={`${section.kind}-title`} className="text-lg font-bold">
            {section.title} <span className="text-muted-foreground tabular-nums">({formatCount(section.count)})</span>
          </h2>
          <p className="text-sm text-muted-foreground">{HELP[section.kind]}</p>
          {section.count > 0 && (
            <ul className="grid min-w-0 gap-3">
              <Entries section={section} />
            </ul>
          )}
          <Pager page={section.page} pageCount={section.pageCount} href={hrefFor(section.kind)} label={section.title} />
        </section>
      ))}
    </div>
  );
}
