"use client";

import { useSyncExternalStore } from "react";

import { CopyButton } from "./copy-button";

const noop = () => () => {};

/** The guest's way back: this page's address, to copy, and a word that this device keeps it. */
export function OrderAddress() {
  const href = useSyncExternalStore(
    noop,
    () => window.location.href,
    () => "",
  );
  return (
    <section aria-labelledby="address-title" className="grid gap-2 rounded-xl border bg-card p-5">
      <h2 id="address-title" className="text-lg font-bold">
        رابط متابعة الطلب
      </h2>
      <p className="text-sm text-muted-foreground">
        احتفظ بهذا الرابط لمتابعة طلبك لاحقاً. حفظناه أيضاً على هذا الجهاز في صفحة طلباتي.
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <input
          readOnly
          aria-label="رابط متابعة الطلب"
          dir="ltr"
          value={href}
          className="input flex-1 font-mono text-xs"
          onFocus={(e) => e.currentTarget.select()}
        />
        <CopyButton text={href} label="نسخ الرابط" />
      </div>
    </section>
  );
}
