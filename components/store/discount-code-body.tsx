"use client";

import { useId } from "react";

import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { Input } from "@/components/ui/input";
import { formatAmount } from "@/lib/pricing";

import type { DiscountCodeState } from "./discount-code";

/** The opened code field, or the applied code with its saving and a way to remove it. */
export function DiscountCodeBody({ state }: { state: DiscountCodeState }) {
  const id = useId();
  if (state.applied)
    return (
      <div className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-success/40 bg-success/10 p-3 text-sm">
        <p role="status" className="flex items-center gap-2">
          <Icon name="circle-check" className="text-success" />
          <span>
            الرمز <bdi dir="ltr">{state.applied.code}</bdi> مطبّق: وفّرت{" "}
            <span className="font-bold tabular-nums">{formatAmount(Math.round(state.applied.discount * 100))}</span>{" "}
            درهم
          </span>
        </p>
        <Button type="button" variant="outline" size="sm" onClick={state.remove}>
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
          value={state.text}
          aria-invalid={state.error ? true : undefined}
          aria-describedby={state.error ? `${id}-error` : undefined}
          onChange={(e) => state.setText(e.target.value)}
          onKeyDown={(e) => {
            // Enter applies the code; it does not buy.
            if (e.key === "Enter") {
              e.preventDefault();
              void state.apply();
            }
          }}
        />
        <Button type="button" variant="outline" disabled={state.busy} onClick={() => void state.apply()}>
          {state.busy && <Icon name="loader-circle" className="animate-spin" />}
          تطبيق
        </Button>
      </div>
      {state.error && (
        <p id={`${id}-error`} className="text-sm text-destructive" role="alert">
          {state.error}
        </p>
      )}
    </div>
  );
}
