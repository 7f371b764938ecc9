"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";

import { api, ApiError } from "@/components/data/api";
import { toast } from "@/components/ui/toast";

import { FieldError, type Mode, ServicesField, SubmitRow, TextInput } from "../../_components/form-fields";
import { useConsoleForm } from "../../_components/use-console-form";
import { codeBody, EMPTY_DRAFT, serverErrors, type Draft, type Field, type TextField } from "./code-body";

/** The form that creates a discount code; every input of discountCodeInputSchema, amounts typed in dirhams. */
export function CodeForm({ timeZone }: { timeZone: string }) {
  const router = useRouter();
  const [draft, setDraft] = useState<Draft>(EMPTY_DRAFT);
  const { id, fieldId, errors, formError, busy, submit: send } = useConsoleForm<Field>();
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    await send(
      codeBody(draft, timeZone),
      async (body) => {
        await api("/api/admin/discount-codes", { method: "POST", body });
        toast.success(`أُنشئ رمز الخصم ${draft.code.trim().toUpperCase()}`);
        setDraft(EMPTY_DRAFT);
        router.refresh();
      },
      (e) => (e instanceof ApiError ? serverErrors(e) : null),
    );
  }

  const text = (field: TextField, label: string, mode: Mode, hint?: string) => (
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
  const check = (field: "firstOrderOnly" | "combinesWithReturning", label: string) => (
    <>
      <label className="flex items-center gap-2">
        <input
          type="checkbox"
          id={fieldId(field)}
          checked={draft[field]}
          aria-describedby={errors[field] ? `${fieldId(field)}-error` : undefined}
          onChange={(e) => set(field, e.target.checked)}
        />
        {label}
      </label>
      <FieldError id={`${fieldId(field)}-error`} error={errors[field]} />
    </>
  );

  return (
    <form onSubmit={(e) => void submit(e)} className="grid gap-4" noValidate aria-label="رمز خصم جديد">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {text("code", "الرمز", "text", "من 3 إلى 32 حرفاً إنجليزياً أو رقماً أو - أو _، ويُحفظ بحروف كبيرة")}
        <fieldset
          className="grid gap-1 text-sm"
          aria-describedby={errors.kind ? `${fieldId("kind")}-error` : undefined}
        >
          <legend className="mb-1">نوع الخصم</legend>
          {(["PERCENT", "FIXED"] as const).map((kind) => (
            <label key={kind} className="flex items-center gap-2">
              <input
                type="radio"
                name={`${id}-kind`}
                id={kind === draft.kind ? fieldId("kind") : undefined}
                checked={draft.kind === kind}
                onChange={() => set("kind", kind)}
              />
              {kind === "PERCENT" ? "نسبة مئوية من السعر" : "مبلغ ثابت بالدرهم"}
            </label>
          ))}
          <FieldError id={`${fieldId("kind")}-error`} error={errors.kind} />
        </fieldset>
        {draft.kind === "PERCENT"
          ? text("value", "النسبة (%)", "whole", "من 1 إلى 100")
          : text("value", "المبلغ (درهم)", "decimal", "لا ينزل السعر عن أقل مبلغ يقبله المتجر")}
        <ServicesField
          id={fieldId("services")}
          value={draft.services}
          onChange={(services) => set("services", services)}
          hint="دون اختيار: كل الخدمات"
          error={errors.services}
        />
        {text("startsAt", "يبدأ في", "datetime", `بتوقيت المتجر (${timeZone})؛ فارغ: من الآن`)}
        {text("endsAt", "ينتهي في", "datetime", "فارغ: دون نهاية")}
        {text("maxUses", "أقصى عدد للاستخدامات", "whole", "المدفوعة والمحجوزة؛ فارغ: دون حد")}
        {text("perCustomer", "الاستخدامات لكل عميل", "whole", "فارغ: دون حد")}
        {text("budgetFils", "ميزانية الخصم (درهم)", "decimal", "مجموع ما يخصمه الرمز؛ فارغ: دون حد")}
        {text("minOrderFils", "أقل قيمة للطلب (درهم)", "decimal", "السعر قبل الخصم؛ فارغ: أي طلب")}
      </div>
      <div className="grid gap-2 text-sm">
        {check("firstOrderOnly", "للطلب الأول فقط")}
        {check("combinesWithReturning", "يُجمع مع خصم العميل العائد (وإلا يحلّ الرمز محله، ويُرفض إن كان أصغر منه)")}
      </div>
      <SubmitRow busy={busy} label="إنشاء الرمز" formError={formError} />
    </form>
  );
}
