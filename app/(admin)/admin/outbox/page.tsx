import type { Metadata } from "next";

import { formatStoreTime, requireOperator } from "@/lib/admin";
import { env } from "@/lib/env";
import { listOutbox } from "@/lib/mail";
import { PAGES } from "@/lib/routes";

import { NotOperator } from "../_components/not-operator";

export const metadata: Metadata = { title: "صندوق الصادر: لوحة التشغيل", robots: { index: false } };
export const dynamic = "force-dynamic";

/**
 * Without SMTP_URL every e-mail is written to $DATA_DIR/outbox (docs/operations.md#e-mail):
 * what the customers would have received, newest first, each file downloadable.
 */
export default async function OutboxPage() {
  if (!(await requireOperator(PAGES.adminOutbox.path))) return <NotOperator />;
  const smtp = Boolean(env().SMTP_URL);
  const messages = smtp ? [] : await listOutbox();
  return (
    <div className="grid gap-6">
      <h1 className="text-2xl font-bold">صندوق الصادر</h1>
      {smtp ? (
        <p>تُرسل الرسائل عبر خادم البريد (SMTP_URL)، فلا يُحفظ منها شيء هنا.</p>
      ) : messages.length === 0 ? (
        <p>لا رسائل بعد.</p>
      ) : (
        <ul className="grid gap-3">
          {messages.map((m) => (
            <li key={m.name} className="grid gap-1 rounded-xl border bg-card p-3 text-sm">
              <p className="font-bold break-words">{m.subject}</p>
              <p className="break-words text-muted-foreground">
                إلى{" "}
                <span dir="ltr" className="wrap-anywhere">
                  {m.to}
                </span>{" "}
                · {formatStoreTime(m.date)}
              </p>
              <a
                className="w-fit text-primary underline-offset-4 hover:underline"
                href={`/api/admin/outbox/${encodeURIComponent(m.name)}`}
                download={m.name}
              >
                تنزيل الرسالة (.eml)
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
