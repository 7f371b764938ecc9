"use client";

import { lazy, Suspense, useEffect, useState } from "react";

import { NETWORK_MESSAGE } from "@/components/data/network-message";
import type { DiscountCodeCheckResponse } from "@/lib/payments/contract";
import type { ServiceType } from "@/lib/pricing";

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
  const [code, setCode] = useState<CodeFields>({ open: false, applied: null, typed: "", refusal: null });
  const set = (change: Partial<CodeFields>) => setCode((now) => ({ ...now, ...change }));
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the address is read only after mount (static page)
    if (new URLSearchParams(location.search).get(CODE_PARAMETER)?.trim()) set({ open: true });
  }, []);
  const { applied } = code;
  return {
    ...code,
    order,
    set,
    /** The last code applied, for whatever order it was asked about. */
    lastApplied: applied,
    /** Applied to exactly this order (not while it is asked again after a change). */
    applied: applied?.service === order.service && applied.quantity === order.quantity ? applied : null,
    /** The code to send with the payment: the applied one, or what is typed (the server judges it). */
    code: applied?.code ?? (code.typed.trim() || null),
    /** The server refused the code when the payment was created: shown on the field. */
    refuse: (refusal: string) => set({ open: true, applied: null, refusal }),
  };
}

interface CodeFields {
  open: boolean;
  applied: AppliedCode | null;
  /** What is typed in the field. */
  typed: string;
  /** The server's last refusal, shown on the field. */
  refusal: string | null;
}

export type DiscountCodeState = ReturnType<typeof useDiscountCode>;

/** The opened field, fetched when it first shows; a load that fails offers to fetch it again. */
function lazyBody() {
  return lazy(() =>
    import("./discount-code-body").then(
      (m) => ({ default: m.DiscountCodeBody }),
      () => ({ default: FailedBody }),
    ),
  );
}

function FailedBody({ retry }: { state: DiscountCodeState; retry: () => void }) {
  return (
    <button type="button" role="alert" className="justify-self-start text-sm underline" onClick={retry}>
      {NETWORK_MESSAGE}
    </button>
  );
}

/** The link that opens the code's field; opened, the field (or the applied code), fetched then. */
export function DiscountCodeField({ state }: { state: DiscountCodeState }) {
  if (!state.open)
    return (
      <button
        type="button"
        className="justify-self-start text-sm font-semibold text-primary underline underline-offset-4"
        onClick={() => state.set({ open: true })}
      >
        لديك رمز خصم؟
      </button>
    );
  return <OpenedField state={state} />;
}

function OpenedField({ state }: { state: DiscountCodeState }) {
  const [Body, setBody] = useState(lazyBody);
  return (
    <Suspense fallback={<p className="text-sm text-muted-foreground">جاري التحميل...</p>}>
      <Body state={state} retry={() => setBody(lazyBody)} />
    </Suspense>
  );
}
