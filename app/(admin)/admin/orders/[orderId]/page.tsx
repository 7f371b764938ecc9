// Over 300 lines: one server page, the operator's whole view of an order
// (items, attempts, refunds, invoices, costs, audit) with its action forms.
import type { Metadata } from "next";
import { notFound } from "next/navigation";

import {
  ACTION_LABELS,
  attemptLabel,
  attributionOf,
  auditReasonLabel,
  formatCost,
  givenEmail,
  PANEL_LABELS,
  formatStoreTime,
  getOrderForOperator,
  ITEM_LABELS,
  itemNoteLabel,
  JOB_STATUS_LABELS,
  JOB_TYPE_LABELS,
  EMAIL_STATUS_LABELS,
  label,
  ORDER_STATUS_LABELS,
  PAYMENT_PROVIDER_LABELS,
  PAYMENT_STATUS_LABELS,
  PROVIDER_STATUS_LABELS,
  REFILL_ORIGIN_LABELS,
  REFILL_STATUS_LABELS,
  REFUND_REASON_LABELS,
  REFUND_STATUS_LABELS,
  requireOperator,
  SOURCE_LABELS,
  STORE_ACTOR_LABEL,
  SUBMISSION_LABELS,
  touchLabel,
} from "@/lib/admin";
import { isOpenOrderStatus } from "@/lib/fulfilment/contract";
import { formatAmount, formatCount } from "@/lib/pricing";
import { PAGES, pagePath } from "@/lib/routes";

import { AdminAction } from "../../_components/admin-action";
import { Aed, Count, Percent, Signed, Time } from "../../_components/cells";
import { MarkSubmittedForm } from "../../_components/mark-submitted-form";
import { NotOperator } from "../../_components/not-operator";
import { OrderWhat } from "../../_components/order-list-item";
import { RefundForm } from "../../_components/refund-form";
import { Facts, Section } from "../../_components/section";
import { OrderConversation } from "../../conversations/_components/order-conversation";

export const metadata: Metadata = { title: "طلب: لوحة التشغيل", robots: { index: false } };
export const dynamic = "force-dynamic";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const Ltr = ({ children }: { children: React.ReactNode }) => (
  <span dir="ltr" className="break-all">
    {children}
  </span>
);
const Raw = ({ children }: { children: React.ReactNode }) => (
  <p className="min-w-0 text-xs break-all text-muted-foreground" dir="ltr">
    {children}
  </p>
);

/** A state the audit trail kept, in one line: the order's status, refunded total, each item. */
function stateLine(state: unknown): string {
  if (!state || typeof state !== "object") return "—";
  const s = state as {
    status?: string;
    refundedFils?: number;
    items?: { kind: string; status: string; submission: string; panelOrderId: string | null }[];
  };
  const items = (s.items ?? [])
    .map(
      (i) =>
        `${label(ITEM_LABELS, i.kind)}: ${label(ORDER_STATUS_LABELS, i.status)}، ${label(SUBMISSION_LABELS, i.submission)}${i.panelOrderId ? ` (${i.panelOrderId})` : ""}`,
    )
    .join("؛ ");
  return `${label(ORDER_STATUS_LABELS, s.status)} · مسترد ${formatAmount(s.refundedFils ?? 0)} درهم · ${items}`;
}

/** One order in full, with every action the operator may take on it and the trail of those taken. */
export default async function OperatorOrderPage({ params }: { params: Promise<{ orderId: string }> }) {
  const { orderId } = await params;
  if (!(await requireOperator(pagePath(PAGES.adminOrder, { orderId })))) return <NotOperator />;
  if (!UUID.test(orderId)) notFound();
  const order = await getOrderForOperator(orderId.toLowerCase());
  if (!order) notFound();
  const payment = order.payment;
  const leftFils = payment && payment.status === "COMPLETED" ? payment.amountFils - payment.refundedFils : 0;

  return (
    <div className="grid gap-6">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold">
          <OrderWhat order={order} />
        </h1>
        <p>
          {label(ORDER_STATUS_LABELS, order.status)} · {label(SOURCE_LABELS, order.source)} ·{" "}
          <Time at={order.createdAt} />
        </p>
      </header>

      <Section id="order" title="الطلب">
        <Facts
          rows={[
            ["رقم الطلب", <Ltr key="id">{order.id}</Ltr>],
            [
              "الرابط",
              <a
                key="link"
                href={order.link}
                target="_blank"
                rel="noopener noreferrer nofollow"
                dir="ltr"
                className="break-all text-primary underline-offset-4 hover:underline"
              >
                {order.link}
              </a>,
            ],
            ["المستخدم", order.user ? <Ltr key="u">{order.user.username}</Ltr> : "ضيف"],
            ["البريد", givenEmail(payment?.customerEmail) ? <Ltr key="e">{payment!.customerEmail}</Ltr> : "—"],
          ]}
        />
      </Section>

      <Section id="items" title="العناصر لدى لوحة التنفيذ">
        <ul className="grid gap-4">
          {order.items.map((i) => {
            const offers = order.offers[i.id]!;
            const open = isOpenOrderStatus(i.status);
            return (
              <li key={i.id} className="grid min-w-0 gap-2 border-t pt-3">
                <p className="font-bold">
                  {label(ITEM_LABELS, i.kind)} × <Count n={i.quantity} /> · {label(ORDER_STATUS_LABELS, i.status)}
                </p>
                <Facts
                  rows={[
                    ["الإرسال", label(SUBMISSION_LABELS, i.submission)],
                    [
                      "لوحة التنفيذ",
                      `${label(PANEL_LABELS, i.panel)}${i.panelServiceId ? ` · الخدمة #${i.panelServiceId}` : ""}`,
                    ],
                    ...(i.failoverReason
                      ? ([["سبب الانتقال", <Ltr key="fo">{i.failoverReason}</Ltr>]] as [string, React.ReactNode][])
                      : []),
                    [
                      "ما خصمته اللوحة",
                      i.charges.length
                        ? i.charges.map((c) => `${c.charge.replace(/\.?0+$/, "")} ${c.currency}`).join(" + ")
                        : "—",
                    ],
                    ["رقم طلب اللوحة", i.externalOrderId ? <Ltr key="x">{i.externalOrderId}</Ltr> : "—"],
                    ["العدد عند البدء", i.startCount == null ? "—" : formatCount(i.startCount)],
                    ["المتبقي", i.remains == null ? "—" : formatCount(i.remains)],
                    ["الحصة من المبلغ", <Aed key="share" fils={i.priceFils} />],
                    ["آخر محاولة", <Time key="attempt" at={i.attemptedAt} />],
                    ["أُرسل", <Time key="sent" at={i.submittedAt} />],
                    ["آخر مزامنة", <Time key="sync" at={i.syncedAt} />],
                    ["التعويضات", <Count key="refills" n={i.refillCount} />],
                  ]}
                />
                {i.reviewRefundedAt && (
                  <p className="text-sm font-bold text-destructive" data-testid="review-refund">
                    {i.keptAfterRefundAt
                      ? `خسارة ${formatAmount(i.priceFils)} درهم: رُدّ المبلغ كاملاً بعد 24 ساعة في المراجعة (${formatStoreTime(i.reviewRefundedAt)})، ثم رُبط بطلب لدى اللوحة (${formatStoreTime(i.keptAfterRefundAt)}) فاحتفظ العميل بالتسليم والمبلغ.`
                      : `رُدّ المبلغ كاملاً تلقائياً بعد 24 ساعة في المراجعة (${formatStoreTime(i.reviewRefundedAt)}). إن وُجد الطلب لدى اللوحة فاربطه به: يحتفظ العميل بالتسليم وتُسجَّل خسارة.`}
                  </p>
                )}
                {i.attemptId && <Raw>{attemptLabel(i.attemptId)}</Raw>}
                {i.lastError && <Raw>{itemNoteLabel(i.lastError)}</Raw>}
                {i.refills.length > 0 && (
                  <ul className="grid gap-1 text-sm">
                    {i.refills.map((r) => (
                      <li key={r.id}>
                        تعويض ({label(REFILL_ORIGIN_LABELS, r.origin)}) · {label(REFILL_STATUS_LABELS, r.status)} ·{" "}
                        {formatStoreTime(r.createdAt)}
                        {r.externalRefillId && (
                          <>
                            {" "}
                            · <Ltr>{r.externalRefillId}</Ltr>
                          </>
                        )}
                        {r.lastError && <Raw>{itemNoteLabel(r.lastError)}</Raw>}
                      </li>
                    ))}
                  </ul>
                )}
                <div className="flex flex-wrap items-end gap-2">
                  {i.status === "PENDING" && i.submission === "NOT_SUBMITTED" && (
                    <AdminAction
                      url={`/api/admin/items/${i.id}/retry`}
                      label="إعادة الإرسال"
                      confirm="لم تُنشئ اللوحة هذا الطلب بالتأكيد؟ سيُرسل من جديد."
                    />
                  )}
                  {i.submission === "NEEDS_REVIEW" && !open && i.reviewRefundedAt && (
                    <MarkSubmittedForm itemId={i.id} />
                  )}
                  {i.submission === "NEEDS_REVIEW" && open && (
                    <>
                      <MarkSubmittedForm itemId={i.id} />
                      <AdminAction
                        url={`/api/admin/items/${i.id}/review`}
                        body={{ action: "mark-not-created" }}
                        label="غير موجود في اللوحة: أعد الإرسال"
                        confirm="تأكدت أن اللوحة لا تحوي هذا الطلب؟ سيُرسل مرة أخرى."
                      />
                    </>
                  )}
                  {offers.refill && i.externalOrderId && i.status === "COMPLETED" && (
                    <AdminAction url={`/api/admin/items/${i.id}/refill`} label="طلب تعويض" />
                  )}
                  {offers.cancel && i.externalOrderId && i.submission === "SUBMITTED" && open && (
                    <AdminAction
                      url={`/api/admin/items/${i.id}/cancel`}
                      label="إلغاء لدى اللوحة"
                      confirm="طلب إلغاء هذا العنصر لدى لوحة التنفيذ؟ يُسترد غير المنفذ بعد أن تؤكد اللوحة."
                    />
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      </Section>

      <Section id="jobs" title="المهام ومحاولاتها">
        {order.jobs.length === 0 ? (
          <p className="text-sm">لا مهام.</p>
        ) : (
          <ul className="grid gap-2 text-sm">
            {order.jobs.map((j) => (
              <li key={j.id} className="grid gap-1 border-t pt-2">
                <p>
                  {label(JOB_TYPE_LABELS, j.type)} · {label(JOB_STATUS_LABELS, j.status)} · {j.attempts} من{" "}
                  {j.maxAttempts} محاولة ·{" "}
                  {j.status === "QUEUED"
                    ? `التالية ${formatStoreTime(j.runAt)}`
                    : formatStoreTime(j.finishedAt ?? j.updatedAt)}
                </p>
                {j.lastError && <Raw>{itemNoteLabel(j.lastError)}</Raw>}
                {j.status === "DEAD" && <AdminAction url={`/api/admin/jobs/${j.id}/retry`} label="إعادة المحاولة" />}
              </li>
            ))}
          </ul>
        )}
      </Section>

      {payment && (
        <Section id="payment" title="الدفع">
          <Facts
            rows={[
              ["رقم الدفع", <Ltr key="p">{payment.id}</Ltr>],
              ["المزود", label(PAYMENT_PROVIDER_LABELS, payment.provider)],
              ["رقمه لدى المزود", payment.providerPaymentId ? <Ltr key="pp">{payment.providerPaymentId}</Ltr> : "—"],
              ["الحالة", label(PAYMENT_STATUS_LABELS, payment.status)],
              ["حالته لدى المزود", label(PROVIDER_STATUS_LABELS, payment.providerStatus)],
              ["المبلغ", <Aed key="amount" fils={payment.amountFils} />],
              ["المسترد", <Aed key="refunded" fils={payment.refundedFils} />],
              [
                "الإيراد دون الضريبة",
                <span key="revenue">
                  <Signed fils={order.costs.revenueFils} /> درهم
                </span>,
              ],
              [
                "تكلفة لوحة التنفيذ",
                order.costs.costFils === null ? (
                  formatCost(order.costs)
                ) : (
                  <span key="cost">
                    <Signed fils={order.costs.costFils} /> درهم
                  </span>
                ),
              ],
              [
                "الهامش",
                <span key="margin">
                  <Signed fils={order.costs.marginFils} /> درهم (<Percent value={order.costs.marginPercent} />)
                </span>,
              ],
              ["دُفع", <Time key="paid" at={payment.paidAt} />],
              ...adRows(payment.attribution),
              ...(payment.flaggedReason
                ? ([["مُعلَّم", <Ltr key="f">{payment.flaggedReason}</Ltr>]] as [string, React.ReactNode][])
                : []),
            ]}
          />
        </Section>
      )}

      <Section id="refunds" title="الاستردادات">
        {order.refunds.length === 0 ? (
          <p className="text-sm">لا استردادات.</p>
        ) : (
          <ul className="grid gap-2 text-sm">
            {order.refunds.map((r) => (
              <li key={r.id} className="grid gap-1 border-t pt-2">
                <p>
                  <Aed fils={r.amountFils} /> · {label(REFUND_REASON_LABELS, r.reason)} ·{" "}
                  {label(REFUND_STATUS_LABELS, r.status)} · <Time at={r.createdAt} />
                </p>
                {r.note && <p className="break-words">السبب: {r.note}</p>}
                <Raw>
                  {/* Ziina's refund id is ours (the client UUID): shown once unless the provider gave another. */}
                  رقم الاسترداد {r.id}
                  {r.providerRefundId && r.providerRefundId !== r.id && r.providerRefundId !== r.requestId
                    ? ` · لدى المزود ${r.providerRefundId}`
                    : ""}
                  {r.lastError && ` · ${r.lastError}`}
                </Raw>
              </li>
            ))}
          </ul>
        )}
        {leftFils > 0 && <RefundForm orderId={order.id} leftFils={leftFils} />}
        {payment && payment.status === "COMPLETED" && leftFils === 0 && <p className="text-sm">استُرد المبلغ كاملاً.</p>}
        {order.source === "FREE" && <p className="text-sm">طلب مجاني: لا يُسترد.</p>}
      </Section>

      <OrderConversation orderId={order.id} />
      <Section id="emails" title="رسائل البريد إلى العميل">
        {order.emails.length === 0 ? (
          <p className="text-sm">لم تُرسل رسائل لهذا الطلب (لا عنوان بريد، أو لم يحدث ما يستدعيها بعد).</p>
        ) : (
          <ul className="grid gap-2 text-sm">
            {order.emails.map((m) => (
              <li key={m.id} className="grid gap-1 border-t pt-2">
                <p className="break-words">
                  <strong>{m.subject}</strong> · {label(EMAIL_STATUS_LABELS, m.status)} ·{" "}
                  {formatStoreTime(m.sentAt ?? m.createdAt)}
                </p>
                <p className="break-words text-muted-foreground">
                  إلى <Ltr>{m.to}</Ltr>
                  {m.lastError && <> · {m.lastError}</>}
                </p>
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section id="audit" title="سجل الإجراءات">
        {order.operatorActions.length === 0 ? (
          <p className="text-sm">لا إجراءات بعد.</p>
        ) : (
          <ol className="grid gap-2 text-sm">
            {order.operatorActions.map((a) => (
              <li key={a.id} className="grid gap-1 border-t pt-2">
                <p>
                  {formatStoreTime(a.createdAt)} ·{" "}
                  {a.actor === "STORE" ? STORE_ACTOR_LABEL : <Ltr>{a.operatorName}</Ltr>} ·{" "}
                  <strong>{label(ACTION_LABELS, a.action)}</strong>
                  {a.amountFils !== null && <> · {formatAmount(a.amountFils)} درهم</>}
                  {a.reason && (
                    <>
                      {" "}
                      · <span className="break-words">{auditReasonLabel(a)}</span>
                    </>
                  )}
                </p>
                <p className="break-words text-muted-foreground">قبل: {stateLine(a.before)}</p>
                <p className="break-words text-muted-foreground">بعد: {stateLine(a.after)}</p>
              </li>
            ))}
          </ol>
        )}
      </Section>
    </div>
  );
}

/** Which ad brought the payer (docs/ad-events.md#attribution): the last ad landing, and the first when it differs. */
function adRows(value: unknown): [string, React.ReactNode][] {
  const ad = attributionOf(value);
  if (!ad) return [["الإعلان", "لم يأتِ من إعلان"]];
  const rows: [string, React.ReactNode][] = [["الإعلان (آخر زيارة)", <bdi key="last">{touchLabel(ad.last)}</bdi>]];
  if (ad.first.at !== ad.last.at) rows.push(["أول إعلان", <bdi key="first">{touchLabel(ad.first)}</bdi>]);
  return rows;
}
