"use client";

import { useId, useState } from "react";

import { api, ApiError } from "@/components/data/api";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

/**
 * "Find my order" from another device: the order number and the e-mail given
 * at checkout. The link goes to that address; the page says the same thing
 * whether or not they matched (docs/operations.md#find-my-order).
 */
export function FindOrderForm() {
  const orderId = useId();
  const emailId = useId();
  const [order, setOrder] = useState("");
  const [email, setEmail] = useState("");
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setResult(null);
    try {
      const answer = await api<{ message: string }>("/api/orders/find", {
        method: "POST",
        body: { order: order.trim(), email: email.trim() },
      });
      setResult({ ok: true, message: answer.message });
    } catch (error) {
      setResult({ ok: false, message: error instanceof ApiError ? error.message : "تعذر إرسال الطلب" });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form method="post" onSubmit={(e) => void onSubmit(e)} className="grid gap-4 rounded-xl border bg-card p-5">
      <div className="grid gap-2">
        <Label htmlFor={orderId}>رقم الطلب</Label>
        <Input
          id={orderId}
          dir="ltr"
          value={order}
          required
          autoComplete="off"
          spellCheck={false}
          placeholder="مثال: 3f2b…"
          onChange={(e) => setOrder(e.target.value)}
        />
        <p className="text-xs text-muted-foreground">تجده في رسالة الإيصال أو صفحة الطلب.</p>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={emailId}>البريد الإلكتروني المستخدم عند الدفع</Label>
        <Input
          id={emailId}
          type="email"
          dir="ltr"
          value={email}
          required
          autoComplete="email"
          onChange={(e) => setEmail(e.target.value)}
        />
      </div>
      <Button type="submit" disabled={busy || !order.trim() || !email.trim()}>
        {busy && <Icon name="loader-circle" className="animate-spin" />}
        أرسل رابط الطلب إلى بريدي
      </Button>
      {result && (
        <Alert variant={result.ok ? "default" : "destructive"} role={result.ok ? "status" : "alert"}>
          <Icon name={result.ok ? "circle-check" : "circle-exclamation-point"} />
          <AlertDescription>{result.message}</AlertDescription>
        </Alert>
      )}
    </form>
  );
}
