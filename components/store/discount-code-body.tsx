"use client";

import { useCallback, useEffect, useId, useRef, useState } from "react";

import { api, ApiError } from "@/components/data/api";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { Input } from "@/components/ui/input";
import { formatAmount } from "@/lib/pricing";

import { CODE_PARAMETER, type DiscountCodeState } from "./discount-code";

// The answer's schema loads with the first answer.
const checkResponseSchema = () => import("@/lib/payments/schemas").then((m) => m.discountCodeCheckResponseSchema);

const CHECK_FAILED = "تعذر التحقق من رمز الخصم، حاول مرة أخرى";

/**
 * The opened code field (./discount-code.tsx holds its state in the form):
 * applying asks the server what the code takes off this order; a code from
 * the page's `?code=` is applied when the field first shows; a change of
 * service or quantity under an applied code asks again. Applied, it shows the
 * saving and a button that removes the code (and `?code=` from the address).
 */
export function DiscountCodeBody({ state }: { state: DiscountCodeState; retry?: () => void }) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const latest = useRef(0);
  const live = useRef(state);
  useEffect(() => {
    live.current = state;
  });

  const apply = useCallback(async (code: string) => {
    const asked = ++latest.current;
    const { order, set } = live.current;
    if (!code.trim()) {
      set({ refusal: "اكتب رمز الخصم" });
      return;
    }
    setBusy(true);
    try {
      const answer = await api("/api/discount-codes/check", {
        method: "POST",
        body: { code: code.trim(), serviceType: order.service, serviceQuantity: order.quantity },
        schema: checkResponseSchema,
        fallback: CHECK_FAILED,
      });
      if (asked !== latest.current) return;
      set({
        applied: { ...answer, service: order.service, quantity: order.quantity },
        typed: answer.code,
        refusal: null,
      });
    } catch (e) {
      if (asked !== latest.current) return;
      set({ applied: null, refusal: e instanceof ApiError ? e.message : CHECK_FAILED });
    } finally {
      if (asked === latest.current) setBusy(false);
    }
  }, []);

  // An ad's link: ?code=TIKTOK20 is applied when the field first shows.
  useEffect(() => {
    const code = new URLSearchParams(window.location.search).get(CODE_PARAMETER)?.trim().slice(0, 64);
    if (!code || live.current.lastApplied) return;
    live.current.set({ typed: code });
    void apply(code);
  }, [apply]);

  // The order changed under an applied code: ask again, once the visitor stops changing it.
  const last = state.lastApplied;
  const stale = last !== null && state.applied === null;
  useEffect(() => {
    if (!stale || !last) return;
    const timer = setTimeout(() => void apply(last.code), 400);
    return () => clearTimeout(timer);
  }, [stale, last, apply]);

  const remove = () => {
    latest.current++;
    setBusy(false);
    state.set({ applied: null, typed: "", refusal: null });
    const url = new URL(window.location.href);
    if (url.searchParams.has(CODE_PARAMETER)) {
      url.searchParams.delete(CODE_PARAMETER);
      window.history.replaceState(window.history.state, "", url);
    }
  };

  if (state.applied)
    return (
      <div className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-success/40 bg-success/10 p-3 text-sm">
        <p role="status" className="flex items-center gap-2">
          <Icon name="circle-check" className="text-success" />
          <span>
            الرمز <bdi dir="ltr">{state.applied.code}</bdi> مطبّق: وفّرت{" "}
            <span className="font-bold tabular-nums">{formatAmount(Math.round(state.applied.discount * 100))}</span>{" "}
            درهم من <span className="tabular-nums">{formatAmount(Math.round(state.applied.listAmount * 100))}</span>
          </span>
        </p>
        <Button type="button" variant="outline" size="sm" onClick={remove}>
          إزالة الرمز
        </Button>
      </div>
    );
  return (
    <div className="grid gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        رمز الخصم
      </label>
      <div className="flex gap-2">
        <Input
          id={id}
          dir="ltr"
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          maxLength={64}
          value={state.typed}
          aria-invalid={state.refusal ? true : undefined}
          aria-describedby={state.refusal ? `${id}-error` : undefined}
          onChange={(e) => state.set({ typed: e.target.value, refusal: null })}
          onKeyDown={(e) => {
            // Enter applies the code; it does not buy.
            if (e.key === "Enter") {
              e.preventDefault();
              void apply(state.typed);
            }
          }}
        />
        <Button type="button" variant="outline" disabled={busy} onClick={() => void apply(state.typed)}>
          {busy && <Icon name="loader-circle" className="animate-spin" />}
          تطبيق
        </Button>
      </div>
      {state.refusal && (
        <p id={`${id}-error`} className="text-sm text-destructive" role="alert">
          {state.refusal}
        </p>
      )}
    </div>
  );
}
