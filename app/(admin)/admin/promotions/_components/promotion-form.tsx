"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";

import { api, ApiError } from "@/components/data/api";
import { toast } from "@/components/ui/toast";
import { storeClockToIso } from "@/lib/forms/contract";
import type { ServiceType } from "@/lib/pricing";

import { ServicesField, SubmitRow, TextInput } from "../../_components/form-fields";
import { useConsoleForm } from "../../_components/use-console-form";

type Field = "title" | "kind" | "value" | "services" | "startsAt" | "endsAt";
type Errors = Partial<Record<Field, string>>;

interface Draft {
  title: string;
  kind: "PERCENT" | "EXTRA";
  value: string;
  services: ServiceType[];
  startsAt: string;
  endsAt: string;
}

const EMPTY: Draft = { title: "", kind: "PERCENT", value: "", services: [], startsAt: "", endsAt: "" };

/** The body promotionInputSchema takes (dates read on the store's clock), or each field's mistake. */
export function promotionBody(d: Draft, timeZone: string): { body: Record<string, unknown> } | { errors: Errors } {
  // In the form's order: the first mistake gets the focus.
  const errors: Errors = {};
  if (d.title.trim() === "") errors.title = "اكتب اسم العرض كما يراه العميل";
  const value = /^\d+$/.test(d.value.trim()) ? Number(d.value.trim()) : NaN;
  if (Number.isNaN(value)) errors.value = "اكتب النسبة عدداً صحيحاً، مثل 20";
  const date = (field: "startsAt" | "endsAt") => {
    const iso = storeClockToIso(d[field], timeZone);
    if (!iso) errors[field] = d[field].trim() === "" ? "اختر التاريخ والوقت" : "تاريخ ووقت غير صالحين";
    return iso;
  };
  const body = {
    title: d.title.trim(),
    kind: d.kind,
    value,
    services: d.services,
    startsAt: date("startsAt"),
    endsAt: date("endsAt"),
  };
  return Object.keys(errors).length > 0 ? { errors } : { body };
}

/** The form that creates a promotion: a title customers read, what it gives, its services and its dates. */
export function PromotionForm({ timeZone }: { timeZone: string }) {
  const router = useRouter();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const { id, fieldId, errors, formError, busy, submit: send } = useConsoleForm<Field>();
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    await send(
      promotionBody(draft, timeZone),
      async (body) => {
        await api("/api/admin/promotions", { method: "POST", body });
        toast.success(`أُنشئ العرض «${draft.title.trim()}»`);
        setDraft(EMPTY);
        router.refresh();
      },
      (e) => {
        // A 400 names its fields; an overlap (409) or an end in the past (422) goes on the form's line.
        if (!(e instanceof ApiError) || e.status !== 400) return null;
        const fields = (e.details.fields ?? {}) as Record<string, string[] | undefined>;
        const found: Errors = {};
        for (const [name, messages] of Object.entries(fields)) if (messages?.[0]) found[name as Field] = messages[0];
        return found;
      },
    );
  }

  const text = (field: "title" | "value" | "startsAt" | "endsAt", label: string, hint: string) => (
    <TextInput
      id={fieldId(field)}
      label={label}
      hint={hint}
      mode={field === "title" ? "words" : field === "value" ? "whole" : "datetime"}
      error={errors[field]}
      value={draft[field]}
      onChange={(v) => set(field, v)}
    />
  );

  return (
    <form onSubmit={(e) => void submit(e)} className="grid gap-4" noValidate aria-label="عرض جديد">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {text("title", "اسم العرض", "يراه العميل بجانب السعر، مثل «عرض اليوم الوطني»؛ حتى 60 حرفاً")}
        <fieldset className="grid gap-1 text-sm">
          <legend className="mb-1">نوع العرض</legend>
          {(["PERCENT", "EXTRA"] as const).map((kind) => (
            <label key={kind} className="flex items-center gap-2">
              <input
                type="radio"
                name={`${id}-kind`}
                id={kind === draft.kind ? fieldId("kind") : undefined}
                checked={draft.kind === kind}
                onChange={() => set("kind", kind)}
              />
              {kind === "PERCENT" ? "خصم بنسبة من السعر" : "كمية إضافية مجاناً (مشاهدات وإعجابات)"}
            </label>
          ))}
        </fieldset>
        {text("value", "النسبة (%)", draft.kind === "PERCENT" ? "خصم من 1 إلى 90" : "زيادة في الكمية من 1 إلى 100")}
        <ServicesField
          id={fieldId("services")}
          value={draft.services}
          onChange={(services) => set("services", services)}
          hint="دون اختيار: كل الخدمات (الكمية الإضافية: المشاهدات والإعجابات)"
          error={errors.services}
        />
        {text("startsAt", "يبدأ في", `بتوقيت المتجر (${timeZone})`)}
        {text("endsAt", "ينتهي في", "يظهر للعميل؛ خلال 90 يوماً من البدء")}
      </div>
      <SubmitRow busy={busy} label="إنشاء العرض" formError={formError} />
    </form>
  );
}
