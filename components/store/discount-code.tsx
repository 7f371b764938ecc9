"use client";

import { useEffect, useState } from "react";

import { chunkLoader, useChunk } from "@/components/checkout/use-chunk";
import type { DiscountCodeCheckResponse } from "@/lib/payments/contract";
import { formatAmount, type ServiceType } from "@/lib/pricing";

/** A code as the buy form shows it applied: for this order (service and quantity) only. */
export interface AppliedCode extends DiscountCodeCheckResponse {
  service: ServiceType;
  quantity: number;
}

/** The query parameter an ad's link carries its code in (docs/product-rules.md#discount-codes). */
export const CODE_PARAMETER = "code";

/**
 * A buy form's discount code, as the form holds it: whether the field is
 * open, the code applied to this order, what is typed, and the server's last
 * refusal. Closed behind a link until the visitor asks for it, or opened on
 * arrival when the page's link carries `?code=` (an ad's). The field itself,
 * and every question it asks the server, is a chunk fetched when it opens
 * (./discount-code-body.tsx): a visitor who never opens it loads nothing more.
 */
export function useDiscountCode(order: { service: ServiceType; quantity: number }) {
  const [open, setOpen] = useState(false);
  const [applied, setApplied] = useState<AppliedCode | null>(null);
  const [typed, setTyped] = useState("");
  const [refusal, setRefusal] = useState<string | null>(null);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the address is read only after mount (static page)
    if (new URLSearchParams(window.location.search).get(CODE_PARAMETER)?.trim()) setOpen(true);
  }, []);
  const forThisOrder = applied?.service === order.service && applied.quantity === order.quantity;
  return {
    order,
    open,
    openField: () => setOpen(true),
    /** Applied to exactly this order (not while it is asked again after a change). */
    applied: forThisOrder ? applied : null,
    /** The last code applied, for whatever order it was asked about. */
    lastApplied: applied,
    setApplied,
    typed,
    setTyped,
    refusal,
    setRefusal,
    /** The code to send with the payment: the applied one, or what is typed (the server judges it). */
    code: applied?.code ?? (typed.trim() || null),
    /** The server refused the code when the payment was created: shown on the field. */
    refuse: (message: string) => {
      setOpen(true);
      setApplied(null);
      setRefusal(message);
    },
  };
}

export type DiscountCodeState = ReturnType<typeof useDiscountCode>;

const loadBody = chunkLoader(() => import("./discount-code-body"));

/** The link that opens the code's field; opened, the field (or the applied code), fetched then. */
export function DiscountCodeField({ state }: { state: DiscountCodeState }) {
  if (!state.open)
    return (
      <button
        type="button"
        className="justify-self-start text-sm font-semibold text-primary underline underline-offset-4"
        onClick={state.openField}
      >
        لديك رمز خصم؟
      </button>
    );
  return <OpenedField state={state} />;
}

function OpenedField({ state }: { state: DiscountCodeState }) {
  const body = useChunk(loadBody);
  if (body.module) return <body.module.DiscountCodeBody state={state} />;
  if (!body.failed) return <p className="text-sm text-muted-foreground">جاري التحميل...</p>;
  return (
    <button type="button" role="alert" className="justify-self-start text-sm underline" onClick={body.retry}>
      تعذر تحميل حقل رمز الخصم، أعد المحاولة
    </button>
  );
}

/** Under the price: what it was before the code, and that the code brought it down (a fact of this order, not a reference price). */
export function CodeSaving({ applied }: { applied: AppliedCode }) {
  return (
    <p className="text-xs text-muted-foreground">
      بدلاً من <span className="tabular-nums">{formatAmount(Math.round(applied.listAmount * 100))}</span> درهم، بعد رمز
      الخصم
    </p>
  );
}
