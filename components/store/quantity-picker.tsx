"use client";

import { useId } from "react";

import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Slider } from "@/components/ui/slider";
import { capWhileTyping, clampQuantity, QUANTITY_LIMITS, SERVICES } from "@/lib/pricing";

const UNIT = { views: SERVICES.views.unitAr, likes: SERVICES.likes.unitAr } as const;

/**
 * Slider plus a custom quantity field. The field keeps digits only, caps a
 * number above the maximum while typing, and clamps into the limits on blur
 * (docs/product-rules.md#services-and-quantities). `text` is what the field shows; `onTextChange` gets the
 * sanitised text, `onCommit` the clamped number.
 */
export function QuantityPicker({
  service,
  text,
  onTextChange,
  onCommit,
}: {
  service: "views" | "likes";
  text: string;
  onTextChange: (text: string) => void;
  onCommit: (quantity: number) => void;
}) {
  const id = useId();
  const limits = QUANTITY_LIMITS[service];
  const sliderValue = clampQuantity(text, service);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-2">
        <div className="flex items-baseline justify-between gap-2">
          <span id={`${id}-slider`} className="text-sm font-bold">
            عدد {service === "views" ? "المشاهدات" : "الإعجابات"}
          </span>
          <span className="text-lg font-extrabold text-primary tabular-nums" aria-live="polite">
            {sliderValue.toLocaleString("en-US")} {UNIT[service]}
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
          <span>{limits.min.toLocaleString("en-US")}</span>
          <span>{limits.max.toLocaleString("en-US")}</span>
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
          aria-describedby={`${id}-hint`}
          onChange={(e) => onTextChange(capWhileTyping(e.target.value, service))}
          onBlur={() => onCommit(clampQuantity(text, service))}
        />
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          من {limits.min.toLocaleString("en-US")} إلى {limits.max.toLocaleString("en-US")} {UNIT[service]}
        </p>
      </div>
    </div>
  );
}
