import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { z } from "zod";

import { CONVERSATION_STATUS_LABELS, requireOperator } from "@/lib/admin";
import { consoleThread, savedRepliesFor } from "@/lib/conversations";
import { PAGES, pagePath } from "@/lib/routes";

import { AdminAction } from "../../_components/admin-action";
import { Time } from "../../_components/cells";
import { NotOperator } from "../../_components/not-operator";
import { Facts, Section } from "../../_components/section";
import { WriteForm } from "../_components/write-form";

export const metadata: Metadata = { title: "محادثة: لوحة التشغيل", robots: { index: false } };
export const dynamic = "force-dynamic";

/**
 * One thread (docs/conversations.md): what it is about, every message (text,
 * escaped, its line breaks kept), the answer form with the saved replies for
 * its order, and close / open again.
 */
export default async function ConversationPage({ params }: { params: Promise<{ conversationId: string }> }) {
  const { conversationId } = await params;
  const here = pagePath(PAGES.adminConversation, { conversationId });
  if (!(await requireOperator(here))) return <NotOperator />;
  if (!z.uuid().safeParse(conversationId).success) notFound();
  const thread = await consoleThread(conversationId);
  if (!thread) notFound();
  const replies = thread.orderId ? await savedRepliesFor(thread.orderId) : [];
  const address = thread.email ?? thread.order?.payment?.customerEmail ?? thread.user?.email ?? null;
  return (
    <div className="grid gap-6">
      <header className="grid gap-1">
        <Link href={PAGES.adminConversations.path} className="text-sm text-primary">
          كل المحادثات
        </Link>
        <h1 className="text-2xl font-bold">محادثة</h1>
      </header>
      <Section id="about-title" title="عن">
        <Facts
          rows={[
            ["الحالة", CONVERSATION_STATUS_LABELS[thread.status]],
            [
              "الطلب",
              thread.orderId ? (
                <Link href={pagePath(PAGES.adminOrder, { orderId: thread.orderId })} className="text-primary">
                  صفحة الطلب
                </Link>
              ) : (
                "—"
              ),
            ],
            [
              "العميل",
              thread.user ? (
                <Link href={pagePath(PAGES.adminCustomer, { userId: thread.user.id })} className="text-primary">
                  <bdi dir="ltr">{thread.user.username}</bdi>
                </Link>
              ) : (
                "ضيف"
              ),
            ],
            ["البريد", address && address !== "guest@example.com" ? <bdi dir="ltr">{address}</bdi> : "—"],
            ["ينتظر ردنا منذ", thread.waitingSince ? <Time at={thread.waitingSince} /> : "—"],
          ]}
        />
      </Section>
      <Section id="messages-title" title="الرسائل">
        <ol className="grid gap-3" aria-labelledby="messages-title">
          {thread.messages.map((m) => (
            <li
              key={m.id}
              className={`grid gap-1 rounded-lg border p-3 ${m.author === "OPERATOR" ? "bg-muted" : "bg-card"}`}
            >
              <p className="text-xs text-muted-foreground">
                {m.author === "OPERATOR" ? `المتجر (${m.operatorName})` : "العميل"} · <Time at={m.createdAt} />
              </p>
              <p className="text-sm break-words whitespace-pre-wrap">{m.body}</p>
            </li>
          ))}
        </ol>
      </Section>
      <Section id="answer-title" title="الرد">
        <WriteForm target={{ conversationId: thread.id }} replies={replies} />
        <AdminAction
          url={`/api/admin/conversations/${thread.id}`}
          method="PATCH"
          body={{ closed: thread.status !== "CLOSED" }}
          label={thread.status === "CLOSED" ? "إعادة فتح المحادثة" : "إغلاق دون رد"}
        />
      </Section>
    </div>
  );
}
