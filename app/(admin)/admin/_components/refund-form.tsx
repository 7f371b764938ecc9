"use client";

import { useId, useState } from "react";

import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";

import { FormMessage, useOperatorPost } from "./operator-post";

/** "12.5" or "12.50" in AED to fils; null when it is not an amount. */
function toFils(text: string): number | null {
  const match = /^(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? "0").padEnd(2, "0"));
}

/**
 * Refund all or part of the order with a reason. One request key per form
 * fill: a double click or a retry after a lost answer is the same refund.
 */
export function RefundForm({ orderId, leftFils }: { orderId: string; leftFils: number }) {
  const id = useId();
  const [amount, setAmount] = useState((leftFils / 100).toFixed(2));
  const [reason, setReason] = useState("");
  const [key, setKey] = useState(() => crypto.randomUUID());
  const { busy, message, setMessage, post } = useOperatorPost();

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const fils = toFils(amount);
    if (fils === null || fils <= 0) return setMessage({ error: true, text: "اكتب مبلغاً صحيحاً بالدرهم" });
    if (fils > leftFils) return setMessage({ error: true, text: "المبلغ أكبر مما بقي من الدفعة" });
    if (!window.confirm(`استرداد ${(fils / 100).toFixed(2)} درهم للعميل؟`)) return;
    const done = await post(
      `/api/admin/orders/${orderId}/refund`,
      { amountFils: fils, reason, requestKey: key },
      "سُجل الاسترداد وأُرسل إلى مزود الدفع.",
    );
    // A new key only once this refund is recorded: a retry after a refusal or a lost answer is the same refund.
    if (done) setKey(crypto.randomUUID());
  }

  return (
    <form onSubmit={(e) => void submit(e)} className="grid max-w-md gap-3">
      <div className="grid gap-1">
        <label htmlFor={`${id}-amount`} className="text-sm">
          المبلغ بالدرهم (المتبقي {(leftFils / 100).toFixed(2)})
        </label>
        <Input
          id={`${id}-amount`}
          inputMode="decimal"
          dir="ltr"
          required
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
        />
      </div>
      <div className="grid gap-1">
        <label htmlFor={`${id}-reason`} className="text-sm">
          السبب
        </label>
        <Input
          id={`${id}-reason`}
          required
          minLength={3}
          maxLength={500}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Button type="submit" variant="destructive" disabled={busy}>
          استرداد
        </Button>
        <FormMessage message={message} />
      </div>
    </form>
  );
}
