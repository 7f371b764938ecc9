import type { Metadata } from "next";
import Link from "next/link";

import { CONVERSATION_STATUS_LABELS, requireOperator } from "@/lib/admin";
import { consoleThreads } from "@/lib/conversations";
import { formatCount } from "@/lib/pricing";
import { PAGES, pagePath } from "@/lib/routes";

import { BookTable, Time } from "../_components/cells";
import { NotOperator } from "../_components/not-operator";
import { firstValues } from "../_components/query";
import { Section } from "../_components/section";

export const metadata: Metadata = { title: "المحادثات: لوحة التشغيل", robots: { index: false } };
export const dynamic = "force-dynamic";

const COLUMNS = ["المحادثة", "عن", "الحالة", "ينتظر منذ", "آخر رسالة", "الرسائل"];
const STATUSES = ["OPEN", "WAITING", "CLOSED"] as const;

/**
 * The customers' threads (docs/conversations.md): the ones waiting for an
 * answer first, the longest waiting at the top; filtered by state.
 */
export default async function ConversationsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[]>>;
}) {
  if (!(await requireOperator(PAGES.adminConversations.path))) return <NotOperator />;
  const query = firstValues(await searchParams);
  const status = STATUSES.find((s) => s === query.status) ?? null;
  const { count, rows } = await consoleThreads(status, Number(query.page) || 1);
  return (
    <div className="grid gap-6">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold">المحادثات</h1>
        <p className="text-sm text-muted-foreground">
          رسائل العملاء عن طلباتهم ومن صفحة «تواصل معنا». كل رد يصل إلى بريد العميل ويظهر في صفحة طلبه.
        </p>
      </header>
      <nav aria-label="حالة المحادثة" className="flex flex-wrap gap-2 text-sm">
        {[null, ...STATUSES].map((s) => (
          <Link
            key={s ?? "all"}
            href={s ? `${PAGES.adminConversations.path}?status=${s}` : PAGES.adminConversations.path}
            aria-current={s === status ? "page" : undefined}
            className="rounded-md bg-muted px-3 py-1.5 aria-[current=page]:bg-primary aria-[current=page]:text-primary-foreground"
          >
            {s ? CONVERSATION_STATUS_LABELS[s] : "الكل"}
          </Link>
        ))}
      </nav>
      <Section id="threads-title" title={`المحادثات (${formatCount(count)})`}>
        {rows.length === 0 ? (
          <p className="text-sm">لا محادثات.</p>
        ) : (
          <BookTable labelledBy="threads-title" columns={COLUMNS}>
            {rows.map((t) => (
              <tr key={t.id} className="border-b">
                <th scope="row" className="px-2 py-2 text-start align-top font-normal">
                  <Link
                    href={pagePath(PAGES.adminConversation, { conversationId: t.id })}
                    className="text-primary underline-offset-4 hover:underline"
                  >
                    {t.messages[0] ? `${t.messages[0].author === "CUSTOMER" ? "العميل" : "المتجر"}: ` : ""}
                    <span className="line-clamp-2 whitespace-pre-wrap">{t.messages[0]?.body ?? "—"}</span>
                  </Link>
                </th>
                <td className="px-2 py-2 align-top">
                  {t.orderId ? (
                    <Link href={pagePath(PAGES.adminOrder, { orderId: t.orderId })} className="text-primary">
                      طلب
                    </Link>
                  ) : (
                    <bdi dir="ltr">{t.email ?? t.user?.username ?? "—"}</bdi>
                  )}
                </td>
                <td className="px-2 py-2 align-top">{CONVERSATION_STATUS_LABELS[t.status]}</td>
                <td className="px-2 py-2 align-top">{t.waitingSince ? <Time at={t.waitingSince} /> : "—"}</td>
                <td className="px-2 py-2 align-top">
                  <Time at={t.lastMessageAt} />
                </td>
                <td className="px-2 py-2 align-top">{formatCount(t._count.messages)}</td>
              </tr>
            ))}
          </BookTable>
        )}
      </Section>
    </div>
  );
}
