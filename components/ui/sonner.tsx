"use client";

import { Toaster as Sonner, type ToasterProps } from "sonner";

/** The one toaster: one toast at a time, dismissed after 5 s (docs/product-rules.md#timers). */
export function Toaster(props: ToasterProps) {
  return (
    <Sonner
      dir="rtl"
      position="top-center"
      visibleToasts={1}
      duration={5000}
      richColors
      closeButton
      toastOptions={{ className: "font-sans" }}
      {...props}
    />
  );
}
