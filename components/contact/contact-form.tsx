"use client";

import { useId, useState } from "react";

import { api, ApiError } from "@/components/data/api";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { CONVERSATION_MESSAGES, MESSAGE_MAX_CHARS } from "@/lib/conversations/contract";

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The contact page's form (docs/conversations.md): an address to answer to and a message; the answer comes by e-mail. */
export function ContactForm() {
  const id = useId();
  const [email, setEmail] = useState("");
  const [text, setText] = useState("");
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<{ field: "email" | "text" | null; text: string } | null>(null);
  const [sent, setSent] = useState(false);

  async function send(e: React.FormEvent) {
    e.preventDefault();
    setProblem(null);
    if (!EMAIL.test(email.trim())) return setProblem({ field: "email", text: CONVERSATION_MESSAGES.email });
    if (!text.trim()) return setProblem({ field: "text", text: CONVERSATION_MESSAGES.empty });
    setBusy(true);
    try {
      await api("/api/contact", { method: "POST", body: { email: email.trim(), body: text } });
      setSent(true);
    } catch (error) {
      setProblem({
        field: null,
        text: error instanceof ApiError && error.serverMessage ? error.message : "تعذر إرسال رسالتك، حاول مرة أخرى",
      });
    } finally {
      setBusy(false);
    }
  }

  if (sent)
    return (
      <p role="status" className="rounded-lg border p-4">
        وصلتنا رسالتك. سنرد عليك على <bdi dir="ltr">{email.trim()}</bdi> في أقرب وقت.
      </p>
    );
  return (
    <form onSubmit={(e) => void send(e)} className="grid gap-4" noValidate>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-email`}>بريدك الإلكتروني (لنرد عليك)</Label>
        <Input
          id={`${id}-email`}
          type="email"
          inputMode="email"
          dir="ltr"
          autoComplete="email"
          value={email}
          maxLength={320}
          onChange={(e) => setEmail(e.target.value)}
          aria-invalid={problem?.field === "email" ? true : undefined}
          aria-describedby={problem?.field === "email" ? `${id}-problem` : undefined}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-text`}>رسالتك</Label>
        <textarea
          id={`${id}-text`}
          className="min-h-32 rounded-md border bg-background p-2 text-base"
          value={text}
          maxLength={MESSAGE_MAX_CHARS}
          onChange={(e) => setText(e.target.value)}
          aria-invalid={problem?.field === "text" ? true : undefined}
          aria-describedby={problem?.field === "text" ? `${id}-problem` : undefined}
        />
      </div>
      {problem && (
        <p id={`${id}-problem`} role="alert" className="text-sm text-destructive">
          {problem.text}
        </p>
      )}
      <Button type="submit" disabled={busy} aria-busy={busy} className="justify-self-start">
        إرسال
      </Button>
    </form>
  );
}
