"use client";

import { useId, useState } from "react";

import { ApiError } from "@/components/data/api";
import { Button } from "@/components/ui/button";

import { FormMessage, useOperatorPost } from "../../_components/operator-post";

export interface ChooserOption {
  serviceId: string;
  /** "#106 TikTok Views HQ · 0.70 / 1000 · 100–10,000,000 · تعويض · إلغاء" */
  label: string;
  /** Why it cannot serve this kind (shown, and the option disabled); null: it can. */
  problem: string | null;
}

/**
 * Chooses the panel service a kind of item goes to, from the panel's live
 * list: options that cannot serve it are shown disabled with the reason. The
 * server checks again and records the change in the audit trail. A service
 * whose name does not name the kind is refused with the mismatch; the
 * operator may confirm that very mismatch and send again.
 */
export function ServiceChooser({
  panel,
  kind,
  kindLabel,
  current,
  options,
}: {
  panel: "primary" | "secondary";
  kind: string;
  kindLabel: string;
  current: string | null;
  options: ChooserOption[];
}) {
  const id = useId();
  const [choice, setChoice] = useState(current ?? "");
  /** The mismatch the server named for this choice, and whether the operator confirms it. */
  const [mismatch, setMismatch] = useState<{ serviceId: string; text: string } | null>(null);
  const [confirmed, setConfirmed] = useState(false);
  const { busy, message, setMessage, post } = useOperatorPost();
  const pending = mismatch?.serviceId === choice ? mismatch : null;

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!choice || choice === current) return setMessage({ error: true, text: "اختر خدمة غير المستخدمة الآن" });
    await post(
      "/api/admin/services",
      { panel, kind, serviceId: choice, ...(pending && confirmed ? { confirmMismatch: pending.text } : {}) },
      `تُرسل ${kindLabel} الجديدة إلى الخدمة #${choice} من الآن.`,
      (e) => {
        const text = e instanceof ApiError ? e.details.mismatch : undefined;
        setMismatch(typeof text === "string" ? { serviceId: choice, text } : null);
        setConfirmed(false);
      },
    );
  }

  return (
    <form onSubmit={(e) => void submit(e)} className="grid gap-2">
      <label htmlFor={`${id}-service`} className="text-sm font-bold">
        خدمة اللوحة لـ{kindLabel}
      </label>
      <select
        id={`${id}-service`}
        dir="ltr"
        value={choice}
        onChange={(e) => setChoice(e.target.value)}
        className="h-10 w-full min-w-0 rounded-md border bg-background px-2 text-sm focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
      >
        {!current && <option value="">—</option>}
        {options.map((o) => (
          <option key={o.serviceId} value={o.serviceId} disabled={o.problem !== null && o.serviceId !== current}>
            {o.label}
            {o.problem ? ` (${o.problem})` : ""}
          </option>
        ))}
      </select>
      {pending && (
        <label className="flex items-start gap-2 text-sm">
          <input type="checkbox" checked={confirmed} onChange={(e) => setConfirmed(e.target.checked)} />
          <span>
            أؤكد إرسال {kindLabel} إلى هذه الخدمة رغم أن {pending.text}
          </span>
        </label>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <Button type="submit" size="sm" disabled={busy || !choice || choice === current}>
          اعتماد الخدمة
        </Button>
        <FormMessage message={message} />
      </div>
    </form>
  );
}
