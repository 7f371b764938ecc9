"use client";

import { useId } from "react";

import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Slider } from "@/components/ui/slider";
import {
  capWhileTyping,
  clampQuantity,
  DEFAULT_PRICE_LIST,
  QUANTITY_LIMITS,
  SERVICES,
  formatCount,
} from "@/lib/pricing";

const UNIT = { views: SERVICES.views.unitAr, likes: SERVICES.likes.unitAr } as const;

/**
 * The amounts most orders are for, one tap each (within the limits and on the slider's step: quantity-picker.test.tsx):
 * the default price list's; the form passes the owner's list's.
 */
export const QUICK_QUANTITIES = {
  views: DEFAULT_PRICE_LIST.views.quick,
  likes: DEFAULT_PRICE_LIST.likes.quick,
} as const;

/** Empty, or below the service's minimum: the field says the minimum and the form is not sent. */
export function isBelowMinimum(text: string, service: "views" | "likes"): boolean {
  return text === "" || Number(text) < QUANTITY_LIMITS[service].min;
}

/**
 * Quick choices, slider and a custom quantity field. The field keeps digits
 * only and caps a number above the maximum while typing; a number below the
 * minimum stays as typed, marked invalid, with the minimum said next to it
 * (never changed silently: docs/product-rules.md#services-and-quantities); on blur a valid number is
 * clamped to the step. `text` is what the field shows; `onTextChange` gets the
 * sanitised text, `onCommit` a quantity within the limits.
 */
export function QuantityPicker({
  service,
  text,
  onTextChange,
  onCommit,
  quick = QUICK_QUANTITIES[service],
}: {
  service: "views" | "likes";
  /** The one-tap amounts (the price list's). */
  quick?: readonly number[];
  text: string;
  onTextChange: (text: string) => void;
  onCommit: (quantity: number) => void;
}) {
  const id = useId();
  const limits = QUANTITY_LIMITS[service];
  const sliderValue = clampQuantity(text, service);
  const belowMinimum = isBelowMinimum(text, service);
  const unit = UNIT[service];
  return (
    <div className="flex flex-col gap-4">
      <div role="group" aria-label="كميات شائعة" className="flex flex-wrap gap-2">
        {quick.map((q) => (
          <Button
            key={q}
            type="button"
            variant={q === sliderValue && !belowMinimum ? "default" : "outline"}
            size="sm"
            className="min-h-11 min-w-11 tabular-nums"
            aria-pressed={q === sliderValue && !belowMinimum}
            onClick={() => onCommit(q)}
          >
            {formatCount(q)}
          </Button>
        ))}
      </div>
      <div className="flex flex-col gap-2">
        <div className="flex items-baseline justify-between gap-2">
          <span id={`${id}-slider`} className="text-sm font-bold">
            عدد {service === "views" ? "المشاهدات" : "الإعجابات"}
          </span>
          <span className="text-lg font-extrabold text-primary tabular-nums" aria-live="polite">
            {formatCount(sliderValue)} {UNIT[service]}
          </span>
        </div>
        <Slider
          aria-labelledby={`${id}-slider`}
          aria-label={`عدد ${service === "views" ? "المشاهدات" : "الإعجابات"}`}
          min={limits.min}
          max={limits.max}
          step={limits.step}
          value={[sliderValue]}
          onValueChange={([v]) => v !== undefined && onCommit(v)}
        />
        <div className="flex justify-between text-xs text-muted-foreground tabular-nums">
          <span>{formatCount(limits.min)}</span>
          <span>{formatCount(limits.max)}</span>
        </div>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-custom`}>كمية مخصصة</Label>
        <Input
          id={`${id}-custom`}
          inputMode="numeric"
          autoComplete="off"
          dir="ltr"
          className="text-end tabular-nums"
          value={text}
          aria-invalid={belowMinimum ? true : undefined}
          aria-describedby={belowMinimum ? `${id}-minimum ${id}-hint` : `${id}-hint`}
          onChange={(e) => onTextChange(capWhileTyping(e.target.value, service))}
          onBlur={() => !belowMinimum && onCommit(clampQuantity(text, service))}
        />
        {belowMinimum && (
          <p id={`${id}-minimum`} role="alert" className="text-sm font-medium text-destructive">
            أقل كمية للطلب {formatCount(limits.min)} {unit}
          </p>
        )}
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          من {formatCount(limits.min)} إلى {formatCount(limits.max)} {unit}
        </p>
      </div>
    </div>
  );
}
