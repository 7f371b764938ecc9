"use client";

import { useRouter } from "next/navigation";
import { useId, useState } from "react";

import { api } from "@/components/data/api";
import { Button } from "@/components/ui/button";
import { MESSAGE_MAX_CHARS } from "@/lib/conversations/contract";
import { PAGES, pagePath } from "@/lib/routes";

import { operatorError } from "../../_components/admin-action";

/** A saved reply as the form offers it (lib/conversations/saved-replies). */
export interface ReplyOption {
  key: string;
  title: string;
  text: string;
}

/**
 * The operator's message to a customer (docs/conversations.md): in a thread,
 * or a first one about an order or to an account. A saved reply fills the
 * text, which the operator may edit; "send and close" closes the thread.
 * After sending, the thread's page (or this one, refreshed).
 */
export function WriteForm({
  target,
  replies = [],
  label = "ردّك",
}: {
  target: { conversationId: string } | { orderId: string } | { userId: string };
  replies?: ReplyOption[];
  label?: string;
}) {
  const id = useId();
  const router = useRouter();
  const [text, setText] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);

  async function send(close: boolean) {
    setError(null);
    setSent(null);
    if (!text.trim()) return setError("اكتب الرسالة أولاً");
    setBusy(true);
    try {
      const written = await api<{ conversationId: string; emailedTo: string | null }>("/api/admin/conversations", {
        method: "POST",
        body: { ...target, body: text, close },
      });
      setText("");
      setSent(written.emailedTo ? `أُرسلت، وأُبلغ العميل على ${written.emailedTo}` : "أُرسلت (لم يترك العميل بريداً)");
      if ("conversationId" in target) router.refresh();
      else router.push(pagePath(PAGES.adminConversation, { conversationId: written.conversationId }));
    } catch (e) {
      setError(operatorError(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      className="grid gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        void send(false);
      }}
      aria-label={label}
    >
      {replies.length > 0 && (
        <label className="grid gap-1 text-sm" htmlFor={`${id}-saved`}>
          ردود جاهزة (بأرقام هذا الطلب)
          <select
            id={`${id}-saved`}
            className="input h-9"
            defaultValue=""
            onChange={(e) => {
              const reply = replies.find((r) => r.key === e.target.value);
              if (reply) setText(reply.text);
            }}
          >
            <option value="">اختر رداً…</option>
            {replies.map((r) => (
              <option key={r.key} value={r.key}>
                {r.title}
              </option>
            ))}
          </select>
        </label>
      )}
      <label className="grid gap-1 text-sm" htmlFor={`${id}-text`}>
        {label}
        <textarea
          id={`${id}-text`}
          className="input min-h-32 py-2"
          value={text}
          maxLength={MESSAGE_MAX_CHARS}
          onChange={(e) => setText(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
      </label>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={busy} aria-busy={busy}>
          إرسال
        </Button>
        {"conversationId" in target && (
          <Button type="button" variant="outline" disabled={busy} onClick={() => void send(true)}>
            إرسال وإغلاق المحادثة
          </Button>
        )}
        {error && (
          <span id={`${id}-error`} role="alert" className="text-sm text-destructive">
            {error}
          </span>
        )}
        {sent && (
          <span role="status" className="text-sm">
            {sent}
          </span>
        )}
      </div>
    </form>
  );
}
