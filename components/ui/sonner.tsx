"use client";

import { Toaster as Sonner, type ToasterProps } from "sonner";

/** The toaster's region and close button, in Arabic (sonner's defaults read «Notifications alt+T», «Close toast»). */
export const TOASTER_LABEL = "الإشعارات";
export const TOAST_CLOSE_LABEL = "إغلاق الإشعار";

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
      customAriaLabel={TOASTER_LABEL}
      toastOptions={{ className: "font-sans", closeButtonAriaLabel: TOAST_CLOSE_LABEL }}
      {...props}
    />
  );
}
