"use client";

import { useEffect, useId, useState } from "react";

import { api, ApiError } from "@/components/data/api";
import { Button } from "@/components/ui/button";
import { CONVERSATION_MESSAGES, MESSAGE_MAX_CHARS, type ThreadView } from "@/lib/conversations/contract";

const dateTime = new Intl.DateTimeFormat("ar-u-nu-latn", { dateStyle: "medium", timeStyle: "short" });
const LOAD_FAILED = "تعذر تحميل الرسائل";
const SEND_FAILED = "تعذر إرسال رسالتك، حاول مرة أخرى";

/**
 * The order page's conversation (docs/conversations.md): the messages about
 * this order and a box to write one. Whoever may see the order may read and
 * write here (its account, or a guest with its payment id); the store's
 * answers also arrive by e-mail with a link back here (#conversation).
 */
export function OrderThread({ orderId, paymentId }: { orderId: string; paymentId?: string }) {
  const id = useId();
  const [thread, setThread] = useState<ThreadView | null>(null);
  const [text, setText] = useState("");
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const url = `/api/orders/${encodeURIComponent(orderId)}/messages`;

  useEffect(() => {
    const controller = new AbortController();
    const query = paymentId ? `?paymentId=${encodeURIComponent(paymentId)}` : "";
    api<ThreadView>(`${url}${query}`, { signal: controller.signal }).then(setThread, () => {
      if (!controller.signal.aborted) setMessage({ text: LOAD_FAILED, error: true });
    });
    return () => controller.abort();
  }, [url, paymentId]);

  async function send(e: React.FormEvent) {
    e.preventDefault();
    setMessage(null);
    if (!text.trim()) return setMessage({ text: CONVERSATION_MESSAGES.empty, error: true });
    setBusy(true);
    try {
      setThread(await api<ThreadView>(url, { method: "POST", body: { body: text, ...(paymentId && { paymentId }) } }));
      setText("");
      setMessage({ text: "وصلتنا رسالتك. سنرد هنا وعلى بريدك إن تركته.", error: false });
    } catch (error) {
      setMessage({ text: error instanceof ApiError && error.serverMessage ? error.message : SEND_FAILED, error: true });
    } finally {
      setBusy(false);
    }
  }

  const messages = thread?.messages ?? [];
  return (
    <section
      id="conversation"
      aria-labelledby={`${id}-title`}
      className="grid scroll-mt-20 gap-3 rounded-xl border p-4"
    >
      <h2 id={`${id}-title`} className="text-lg font-bold">
        سؤال عن طلبك؟
      </h2>
      {messages.length > 0 && (
        <ol className="grid gap-2" aria-label="الرسائل">
          {messages.map((m) => (
            <li
              key={m.id}
              className={`grid gap-1 rounded-lg p-3 text-sm ${m.from === "store" ? "bg-muted" : "border bg-card"}`}
            >
              <span className="text-xs text-muted-foreground">
                {m.from === "store" ? "فريق المتجر" : "أنت"} · {dateTime.format(new Date(m.at))}
              </span>
              <p className="break-words whitespace-pre-wrap">{m.body}</p>
            </li>
          ))}
        </ol>
      )}
      <form onSubmit={(e) => void send(e)} className="grid gap-2">
        <label htmlFor={`${id}-text`} className="text-sm">
          اكتب رسالتك عن هذا الطلب
        </label>
        <textarea
          id={`${id}-text`}
          className="min-h-24 rounded-md border bg-background p-2 text-base"
          value={text}
          maxLength={MESSAGE_MAX_CHARS}
          onChange={(e) => setText(e.target.value)}
          aria-invalid={message?.error ? true : undefined}
          aria-describedby={message ? `${id}-message` : undefined}
        />
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={busy} aria-busy={busy}>
            إرسال
          </Button>
          {message && (
            <p
              id={`${id}-message`}
              role={message.error ? "alert" : "status"}
              className={message.error ? "text-sm text-destructive" : "text-sm"}
            >
              {message.text}
            </p>
          )}
        </div>
      </form>
    </section>
  );
}
