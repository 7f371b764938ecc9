"use client";

import { useState, useSyncExternalStore } from "react";

import { Button } from "@/components/ui/button";

const noop = () => () => {};

/** The guest's way back: this page's address, to copy, and a word that this device keeps it. */
export function OrderAddress() {
  const href = useSyncExternalStore(
    noop,
    () => window.location.href,
    () => "",
  );
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(href);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
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
        <Button type="button" variant="outline" size="sm" onClick={() => void copy()}>
          {copied ? "تم النسخ" : "نسخ الرابط"}
        </Button>
      </div>
    </section>
  );
}
