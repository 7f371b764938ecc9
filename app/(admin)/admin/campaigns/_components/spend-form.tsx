"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";

import { api, ApiError } from "@/components/data/api";
import { toast } from "@/components/ui/toast";

import { SubmitRow, TextInput } from "../../_components/form-fields";
import { useConsoleForm } from "../../_components/use-console-form";

type Field = "source" | "campaign" | "day" | "amount" | "currency";
type Draft = Record<Field, string>;
type Errors = Partial<Record<Field, string>>;

/** The body /api/admin/ad-spend takes, or each field's mistake (the server checks again, with the rates). */
export function spendBody(d: Draft): { body: Draft } | { errors: Errors } {
  const errors: Errors = {};
  const body = {
    source: d.source.trim().toLowerCase(),
    campaign: d.campaign.trim(),
    day: d.day.trim(),
    amount: d.amount.trim(),
    currency: d.currency.trim().toUpperCase(),
  };
  if (!/^[a-z0-9._-]{1,40}$/.test(body.source)) errors.source = "المصدر حروف لاتينية صغيرة، مثل tiktok";
  if (body.campaign === "") errors.campaign = "اكتب اسم الحملة كما في رابط الإعلان (utm_campaign)";
  if (!/^\d{4}-\d{2}-\d{2}$/.test(body.day)) errors.day = "اختر اليوم";
  if (!/^[\d.,\u0660-\u0669\u066b\u066c]+$/.test(body.amount)) errors.amount = "المبلغ رقم موجب، مثل 125.50";
  if (!/^[A-Z]{3}$/.test(body.currency)) errors.currency = "رمز العملة من ثلاثة أحرف، مثل USD";
  return Object.keys(errors).length > 0 ? { errors } : { body };
}

/** Entering what a campaign cost on one day; entering it again replaces that day's figure. */
export function SpendForm({ today }: { today: string }) {
  const router = useRouter();
  const empty: Draft = { source: "tiktok", campaign: "", day: today, amount: "", currency: "USD" };
  const [draft, setDraft] = useState<Draft>(empty);
  const { fieldId, errors, formError, busy, submit: send } = useConsoleForm<Field>();
  const set = (key: Field, value: string) => setDraft((d) => ({ ...d, [key]: value }));

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    await send(
      spendBody(draft),
      async (body) => {
        const answer = await api<{ replaced: boolean }>("/api/admin/ad-spend", { method: "POST", body });
        toast.success(`${answer.replaced ? "استُبدل" : "سُجّل"} إنفاق «${body.campaign}» ليوم ${body.day}`);
        setDraft({ ...empty, source: body.source, currency: body.currency });
        router.refresh();
      },
      (e) => {
        if (!(e instanceof ApiError) || e.status !== 400) return null;
        const fields = (e.details.fields ?? {}) as Record<string, string[] | undefined>;
        const found: Errors = {};
        for (const [name, messages] of Object.entries(fields)) if (messages?.[0]) found[name as Field] = messages[0];
        return found;
      },
    );
  }

  const text = (field: Field, label: string, hint: string, mode: "text" | "words" | "decimal" | "date") => (
    <TextInput
      id={fieldId(field)}
      label={label}
      hint={hint}
      mode={mode}
      error={errors[field]}
      value={draft[field]}
      onChange={(v) => set(field, v)}
    />
  );

  return (
    <form onSubmit={(e) => void submit(e)} className="grid gap-4" noValidate aria-label="إنفاق إعلاني">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        {text("source", "المصدر", "utm_source، مثل tiktok", "text")}
        {text("campaign", "الحملة", "كما في utm_campaign؛ لا فرق بين الحروف الكبيرة والصغيرة", "words")}
        {text("day", "اليوم", "بتوقيت المتجر", "date")}
        {text("amount", "المبلغ", "ما أنفقته الحملة في ذلك اليوم", "decimal")}
        {text("currency", "العملة", "عملة حساب الإعلانات، مثل USD أو AED", "text")}
      </div>
      <SubmitRow busy={busy} label="حفظ الإنفاق" formError={formError} />
    </form>
  );
}
