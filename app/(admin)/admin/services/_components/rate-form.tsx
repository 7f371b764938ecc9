"use client";

import { useRouter } from "next/navigation";
import { useId, useState } from "react";

import { api } from "@/components/data/api";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";

import { operatorError } from "../../_components/admin-action";

/** Sets AED per unit of a panel currency; the date it is set is kept and shown. */
export function RateForm({ currency, aedPerUnit }: { currency: string; aedPerUnit: string }) {
  const router = useRouter();
  const id = useId();
  const [code, setCode] = useState(currency);
  const [rate, setRate] = useState(aedPerUnit);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setBusy(true);
    setMessage(null);
    try {
      await api("/api/admin/exchange-rates", { method: "POST", body: { currency: code, aedPerUnit: rate } });
      setMessage({ error: false, text: "حُفظ سعر الصرف." });
      router.refresh();
    } catch (e) {
      setMessage({ error: true, text: operatorError(e) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} className="flex flex-wrap items-end gap-3">
      <div className="grid gap-1">
        <label htmlFor={`${id}-currency`} className="text-sm">
          العملة
        </label>
        <Input
          id={`${id}-currency`}
          dir="ltr"
          required
          maxLength={3}
          className="w-24"
          value={code}
          onChange={(e) => setCode(e.target.value.toUpperCase())}
        />
      </div>
      <div className="grid gap-1">
        <label htmlFor={`${id}-rate`} className="text-sm">
          درهم لكل وحدة
        </label>
        <Input
          id={`${id}-rate`}
          dir="ltr"
          inputMode="decimal"
          required
          className="w-36"
          value={rate}
          onChange={(e) => setRate(e.target.value)}
        />
      </div>
      <Button type="submit" size="sm" disabled={busy}>
        حفظ السعر
      </Button>
      {message && (
        <span
          role={message.error ? "alert" : "status"}
          className={message.error ? "text-sm text-destructive" : "text-sm"}
        >
          {message.text}
        </span>
      )}
    </form>
  );
}
