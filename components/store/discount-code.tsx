"use client";

import { useCallback, useEffect, useRef, useState } from "react";

import { chunkLoader, useChunk } from "@/components/checkout/use-chunk";
import { api, ApiError } from "@/components/data/api";
import type { DiscountCodeCheckResponse } from "@/lib/payments/contract";
import { formatAmount, type ServiceType } from "@/lib/pricing";

// The answer's schema loads with the first answer, not with the page.
const checkResponseSchema = () => import("@/lib/payments/schemas").then((m) => m.discountCodeCheckResponseSchema);

const CHECK_FAILED = "تعذر التحقق من رمز الخصم، حاول مرة أخرى";

/** A code as the buy form shows it applied: for this order (service and quantity) only. */
export interface AppliedCode extends DiscountCodeCheckResponse {
  service: ServiceType;
  quantity: number;
}

/** The query parameter an ad's link carries its code in (docs/product-rules.md#discount-codes). */
export const CODE_PARAMETER = "code";

/**
 * A buy form's discount code: closed behind a link until the visitor asks for
 * it, or opened and applied on arrival when the page's link carries `?code=`
 * (an ad's). Applying asks the server what the code takes off this order; a
 * change of service or quantity asks again. Nothing is fetched until then.
 */
export function useDiscountCode(order: { service: ServiceType; quantity: number }) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState("");
  const [applied, setApplied] = useState<AppliedCode | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const latest = useRef(0);
  // The order as it is now, for answers asked about it (the callback stays the same across renders).
  const current = useRef(order);
  useEffect(() => {
    current.current = order;
  });

  const apply = useCallback(async (code: string) => {
    const asked = ++latest.current;
    const { service, quantity } = current.current;
    setBusy(true);
    try {
      const answer = await api("/api/discount-codes/check", {
        method: "POST",
        body: { code: code.trim(), serviceType: service, serviceQuantity: quantity },
        schema: checkResponseSchema,
        fallback: CHECK_FAILED,
      });
      if (asked !== latest.current) return;
      setApplied({ ...answer, service, quantity });
      setText(answer.code);
      setError(null);
    } catch (e) {
      if (asked !== latest.current) return;
      setApplied(null);
      setError(e instanceof ApiError ? e.message : CHECK_FAILED);
    } finally {
      if (asked === latest.current) setBusy(false);
    }
  }, []);

  // An ad's link: ?code=TIKTOK20 opens the field and applies it once, on arrival.
  useEffect(() => {
    const code = new URLSearchParams(window.location.search).get(CODE_PARAMETER)?.trim();
    if (!code) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the address is read only after mount (static page)
    setOpen(true);
    setText(code.slice(0, 64));
    void apply(code.slice(0, 64));
    // Only on arrival: later changes of the order are handled below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The order changed under an applied code: ask again (after the visitor stops dragging).
  const appliedCode = applied?.code ?? null;
  const stale = applied !== null && (applied.service !== order.service || applied.quantity !== order.quantity);
  useEffect(() => {
    if (!stale || !appliedCode) return;
    const timer = setTimeout(() => void apply(appliedCode), 400);
    return () => clearTimeout(timer);
  }, [stale, appliedCode, apply]);

  const remove = () => {
    latest.current++;
    setApplied(null);
    setText("");
    setError(null);
    setBusy(false);
    const url = new URL(window.location.href);
    if (url.searchParams.has(CODE_PARAMETER)) {
      url.searchParams.delete(CODE_PARAMETER);
      window.history.replaceState(window.history.state, "", url);
    }
  };

  return {
    open,
    openField: () => setOpen(true),
    text,
    setText: (value: string) => {
      setText(value);
      setError(null);
    },
    /** Applied to exactly this order (not while it is asked again). */
    applied: stale ? null : applied,
    /** The code to send with the payment: the applied one, or what is typed (the server judges it). */
    code: applied?.code ?? (text.trim() || null),
    error,
    busy,
    apply: () => (text.trim() ? apply(text) : setError("اكتب رمز الخصم")),
    remove,
    /** The server refused the code when the payment was created: shown on the field. */
    refuse: (message: string) => {
      setOpen(true);
      setApplied(null);
      setError(message);
    },
  };
}

export type DiscountCodeState = ReturnType<typeof useDiscountCode>;

// The opened field is a chunk of its own: a visitor who never asks for a code never loads it.
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
  return (
    <p className="text-sm text-muted-foreground" role={body.failed ? "alert" : undefined}>
      {body.failed ? (
        <button type="button" className="underline" onClick={body.retry}>
          تعذر تحميل حقل رمز الخصم، أعد المحاولة
        </button>
      ) : (
        "جاري التحميل..."
      )}
    </p>
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
