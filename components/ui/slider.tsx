"use client";

import * as React from "react";

import { cn } from "@/lib/utils";

/**
 * A single-thumb slider on the native range input (styled in globals.css as
 * `.range-slider`): the browser provides the slider role, value, keyboard
 * (arrows, Page Up/Down, Home/End), touch and drag, and the right-to-left
 * direction, with no JavaScript library. Keeps Radix's array-valued API.
 */
function Slider({
  className,
  value,
  defaultValue,
  onValueChange,
  onValueCommit,
  min = 0,
  max = 100,
  step = 1,
  dir = "rtl",
  style,
  ...props
}: Omit<React.ComponentProps<"input">, "value" | "defaultValue" | "dir" | "type" | "min" | "max" | "step"> & {
  value?: number[];
  defaultValue?: number[];
  onValueChange?: (value: number[]) => void;
  onValueCommit?: (value: number[]) => void;
  min?: number;
  max?: number;
  step?: number;
  dir?: "rtl" | "ltr";
}) {
  const [uncontrolled, setUncontrolled] = React.useState(defaultValue?.[0] ?? min);
  const current = value?.[0] ?? uncontrolled;
  const fill = max > min ? ((Math.min(Math.max(current, min), max) - min) / (max - min)) * 100 : 0;
  return (
    <input
      type="range"

      dir={dir}
      min={min}
      max={max}
      step={step}
      value={current}
      className={cn("range-slider", className)}
      style={
        {
          ...style,
          "--slider-fill": `${fill}%`,
          "--slider-toward": dir === "rtl" ? "left" : "right",
        } as React.CSSProperties
      }
      onChange={(event) => {
        const next = Number(event.target.value);
        if (value === undefined) setUncontrolled(next);
        onValueChange?.([next]);
      }}
      onPointerUp={() => onValueCommit?.([current])}
      onKeyUp={() => onValueCommit?.([current])}
      {...props}
    />
  );
}

export { Slider };
