"use client";

import Link from "next/link";
import { useId, useState } from "react";
import { flushSync } from "react-dom";

import { api } from "@/components/data/api";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { toast } from "@/components/ui/toast";

import { focusFirstInvalid } from "@/lib/forms";
import { SIMULATION_ONLY_MESSAGE } from "@/lib/payments/contract";
import { PAGES } from "@/lib/routes";

import { createPayment } from "./create-payment";
import { storePaymentId } from "./device-storage";
import { aed } from "./format";
import { CHECKOUT_MESSAGES as M } from "./messages";
import { navigateTo } from "./navigate";
import { usePageRestored } from "./use-page-restored";

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The payment page (docs/product-rules.md#pages-and-navigation): the order's amount and description, the payer's
 * name and e-mail, then either the provider's checkout or a simulation (a
 * real payment at the simulated provider, paid at once: for demos and tests).
 */
export function PaymentForm({
  amount,
  description,
  returnUrl,
}: {
  amount: number;
  description: string;
  returnUrl: string;
}) {
  const id = useId();
  const [mode, setMode] = useState("provider");
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);
  /** Which field the error is about: it is marked invalid and gets the focus. */
  const [invalid, setInvalid] = useState<"name" | "email" | null>(null);
  const [busy, setBusy] = useState(false);
  // Busy while leaving for the provider; off again if the back button brings this page back.
  usePageRestored(() => setBusy(false));

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const form = event.currentTarget as HTMLFormElement;
    const problem: ["name" | "email", string] | null = !name.trim()
      ? ["name", M.nameAndEmail]
      : !email.trim()
        ? ["email", M.nameAndEmail]
        : !EMAIL.test(email.trim())
          ? ["email", "يرجى إدخال بريد إلكتروني صحيح"]
          : null;
    flushSync(() => {
      setInvalid(problem?.[0] ?? null);
      setError(problem?.[1] ?? null);
    });
    if (problem) {
      focusFirstInvalid(form);
      return;
    }
    setBusy(true);
    try {
      const payment = await createPayment({
        amount,
        description,
        customerName: name.trim(),
        customerEmail: email.trim(),
        // The server reads the service, quantity and link from the description and prices it
        // (docs/product-rules.md#payment-creation).
        ...(mode === "simulation" ? { simulate: true } : {}),
      });
      storePaymentId(payment.id);
      if (mode === "provider") return navigateTo(payment.redirectUrl);
      await api(`/api/payments/simulated/${encodeURIComponent(payment.id)}`, {
        method: "POST",
        body: { action: "pay" },
        fallback: SIMULATION_ONLY_MESSAGE,
      });
      navigateTo(`${PAGES.paymentSuccess.path}?id=${encodeURIComponent(payment.id)}&simulation=true`);
    } catch (e) {
      const message = e instanceof Error && e.message ? e.message : M.createFailed;
      setInvalid(null);
      setError(message);
      toast.error(M.toastTitle, { description: message });
      setBusy(false);
    }
  };

  const fields = (
    <>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-name`}>الاسم الكامل</Label>
        <Input
          id={`${id}-name`}
          autoComplete="name"
          value={name}
          aria-invalid={invalid === "name" ? true : undefined}
          aria-describedby={invalid === "name" && error ? `${id}-error` : undefined}
          onChange={(e) => setName(e.target.value)}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-email`}>البريد الإلكتروني</Label>
        <Input
          id={`${id}-email`}
          type="email"
          dir="ltr"
          autoComplete="email"
          value={email}
          aria-invalid={invalid === "email" ? true : undefined}
          aria-describedby={invalid === "email" && error ? `${id}-error` : undefined}
          onChange={(e) => setEmail(e.target.value)}
        />
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </>
  );

  return (
    <div className="grid gap-5">
      <dl className="grid gap-2 rounded-xl border bg-card p-5">
        <div className="flex items-baseline justify-between gap-3">
          <dt className="text-muted-foreground">المبلغ</dt>
          <dd className="text-2xl font-extrabold tabular-nums">{aed(amount)}</dd>
        </div>
        {description && (
          <div>
            <dt className="sr-only">الوصف</dt>
            <dd className="text-sm wrap-anywhere" dir="auto">
              {description}
            </dd>
          </div>
        )}
      </dl>
      <form onSubmit={submit} noValidate className="rounded-xl border bg-card p-5">
        <Tabs value={mode} onValueChange={setMode} className="gap-5">
          <TabsList aria-label="طريقة الدفع">
            <TabsTrigger value="provider">الدفع بالبطاقة</TabsTrigger>
            <TabsTrigger value="simulation">محاكاة الدفع</TabsTrigger>
          </TabsList>
          <TabsContent value="provider" tabIndex={-1} className="grid gap-4">
            {fields}
            <Button type="submit" size="lg" disabled={busy}>
              {busy && <Icon name="loader-circle" className="animate-spin" />}
              <Icon name="shield-check" /> متابعة إلى الدفع الآمن
            </Button>
          </TabsContent>
          <TabsContent value="simulation" tabIndex={-1} className="grid gap-4">
            <p className="text-sm text-muted-foreground">
              للتجربة فقط: تُنشأ عملية دفع لدى مزود الدفع التجريبي وتُدفع مباشرة دون بطاقة.
            </p>
            {fields}
            <Button type="submit" size="lg" disabled={busy}>
              {busy && <Icon name="loader-circle" className="animate-spin" />}
              تنفيذ دفع تجريبي
            </Button>
          </TabsContent>
        </Tabs>
      </form>
      <p className="text-center">
        <Link className="text-sm text-primary underline-offset-4 hover:underline" href={returnUrl}>
          العودة
        </Link>
      </p>
    </div>
  );
}
