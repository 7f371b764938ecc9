"use client";

import { useId, useState } from "react";

import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";

import { FormMessage, useOperatorPost } from "../../_components/operator-post";

/** Sets AED per unit of a panel currency; the date it is set is kept and shown. */
export function RateForm({ currency, aedPerUnit }: { currency: string; aedPerUnit: string }) {
  const id = useId();
  const [code, setCode] = useState(currency);
  const [rate, setRate] = useState(aedPerUnit);
  const { busy, message, post } = useOperatorPost();

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    await post("/api/admin/exchange-rates", { currency: code, aedPerUnit: rate }, "حُفظ سعر الصرف.");
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
      <FormMessage message={message} />
    </form>
  );
}
