import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";

import { BLOCK_KIND_LABELS, getCustomer, label, NOTE_MAX, requireOperator, USER_ROLE_LABELS } from "@/lib/admin";
import { PAGES, pagePath } from "@/lib/routes";

import { AdminAction } from "../../_components/admin-action";
import { AuditEntries } from "../../_components/audit-entries";
import { Aed, Count, Time } from "../../_components/cells";
import { OrderListItem } from "../../_components/order-list-item";
import { NotOperator } from "../../_components/not-operator";
import { Facts, Section } from "../../_components/section";
import { TextActionForm } from "../../_components/text-action-form";
import { WriteForm } from "../../conversations/_components/write-form";

export const metadata: Metadata = { title: "عميل: لوحة التشغيل", robots: { index: false } };
export const dynamic = "force-dynamic";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One customer: their money and orders, the operator's note, blocks, and what operators did about them. */
export default async function CustomerPage({ params }: { params: Promise<{ userId: string }> }) {
  const { userId } = await params;
  const self = pagePath(PAGES.adminCustomer, { userId });
  const operator = await requireOperator(self);
  if (!operator) return <NotOperator />;
  if (!UUID.test(userId)) notFound();
  const c = await getCustomer(userId.toLowerCase());
  if (!c) notFound();
  const t = c.totals;
  const facts: [string, React.ReactNode][] = [
    [
      "البريد",
      c.email ? (
        <span dir="ltr" className="break-all">{`${c.email}${c.emailVerifiedAt ? "" : " (غير مؤكد)"}`}</span>
      ) : (
        "—"
      ),
    ],
    [
      "البريد عند الدفع",
      c.checkoutEmails.length ? (
        <span dir="ltr" className="break-all">
          {c.checkoutEmails.join("، ")}
        </span>
      ) : (
        "—"
      ),
    ],
    ["الدور", label(USER_ROLE_LABELS, c.role)],
    ["أنشئ الحساب", <Time key="created" at={c.createdAt} />],
    [
      "الطلبات",
      <span key="orders">
        <Count n={t.orders} /> (مدفوعة <Count n={t.paidOrders} />)
      </span>,
    ],
    ["إجمالي المدفوع", <Aed key="paid" fils={t.paidFils} />],
    ["المسترد", <Aed key="refunded" fils={t.refundedFils} />],
    ["المشاهدات المجانية", t.freeClaims > 0 ? "استُخدم العرض" : "لم يُستخدم"],
    ["أول طلب", <Time key="first" at={t.firstOrderAt} />],
    ["آخر طلب", <Time key="last" at={t.lastOrderAt} />],
  ];
  return (
    <div className="grid gap-6">
      <div className="grid gap-1">
        <Link href={PAGES.adminCustomers.path} className="text-sm text-primary underline-offset-4 hover:underline">
          كل العملاء
        </Link>
        <h1 className="text-2xl font-bold break-all" dir="ltr">
          {c.username}
        </h1>
        {c.block && (
          <p role="status" className="font-bold text-destructive">
            الحساب محظور: لا يقبل الدفع ولا العرض المجاني طلباته.
          </p>
        )}
      </div>

      <Section id="summary" title="الملخص">
        <Facts rows={facts} />
      </Section>

      <Section id="note" title="ملاحظة المشغّل">
        {c.customerNote && (
          <p className="text-xs text-muted-foreground">
            آخر تعديل: <span dir="ltr">{c.customerNote.updatedBy}</span> · <Time at={c.customerNote.updatedAt} />
          </p>
        )}
        <TextActionForm
          url={`/api/admin/customers/${c.id}/note`}
          submitLabel="حفظ الملاحظة"
          variant="outline"
          done="حُفظت الملاحظة."
          fields={[
            {
              name: "note",
              label: "ملاحظة لا يراها العميل (اتركها فارغة لحذفها)",
              initial: c.customerNote?.note ?? "",
              multiline: true,
              required: false,
              maxLength: NOTE_MAX,
            },
          ]}
        />
      </Section>

      <Section id="block" title="الحظر">
        {c.block ? (
          <div className="grid gap-2 text-sm">
            <p className="break-words">
              محظور منذ <Time at={c.block.createdAt} /> بقرار <span dir="ltr">{c.block.createdBy}</span>:{" "}
              {c.block.reason}
            </p>
            <AdminAction
              url={`/api/admin/blocks/${c.block.id}/lift`}
              body={{ customerId: c.id }}
              label="رفع حظر الحساب"
              confirm="رفع الحظر عن هذا الحساب؟"
            />
          </div>
        ) : (
          <TextActionForm
            url={`/api/admin/customers/${c.id}/block`}
            submitLabel="حظر الحساب"
            variant="destructive"
            done="حُظر الحساب."
            confirm="حظر هذا الحساب من الدفع والعرض المجاني؟"
            fields={[{ name: "reason", label: "سبب حظر الحساب (لا يراه العميل)", minLength: 3, maxLength: 500 }]}
          />
        )}
        {c.linkBlocks.length > 0 && (
          <ul className="grid gap-1 text-sm" aria-label="حظر فيديوهات هذا العميل">
            {c.linkBlocks.map((b) => (
              <li key={b.id} className="flex flex-wrap items-center gap-2 border-t pt-2">
                <span className="break-words">
                  {label(BLOCK_KIND_LABELS, b.kind)}{" "}
                  <span dir="ltr" className="break-all">
                    {b.videoId ?? b.link}
                  </span>{" "}
                  · {b.reason}
                </span>
                <AdminAction url={`/api/admin/blocks/${b.id}/lift`} body={{ customerId: c.id }} label="رفع الحظر" />
              </li>
            ))}
          </ul>
        )}
        <TextActionForm
          url="/api/admin/blocks"
          submitLabel="حظر الفيديو"
          variant="destructive"
          done="حُظر الفيديو."
          extra={{ customerId: c.id }}
          fields={[
            { name: "target", label: "رابط فيديو أو رقمه (من طلباته أدناه)", maxLength: 2048, dir: "ltr" },
            { name: "reason", label: "سبب حظر الفيديو", minLength: 3, maxLength: 500 },
          ]}
        />
      </Section>

      <Section id="write" title="رسالة إلى العميل">
        <WriteForm target={{ userId: c.id }} label="رسالة إلى العميل (تصل إلى بريده الموثَّق)" />
      </Section>
      <Section id="orders" title="الطلبات">
        {c.orders.length === 0 ? (
          <p className="text-sm">لا طلبات.</p>
        ) : (
          <ul className="grid gap-2 text-sm">
            {c.orders.map((o) => (
              <OrderListItem
                key={o.id}
                order={o}
                badges={o.linkBlocked && <span className="font-bold text-destructive">الفيديو محظور</span>}
              />
            ))}
          </ul>
        )}
      </Section>

      <Section id="trail" title="سجل الإجراءات على هذا العميل">
        {c.trail.length === 0 ? (
          <p className="text-sm">لا إجراءات بعد.</p>
        ) : (
          <AuditEntries entries={c.trail} label="إجراءات على هذا العميل" />
        )}
      </Section>
    </div>
  );
}
