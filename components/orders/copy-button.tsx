"use client";

import { useState } from "react";

import { Button } from "@/components/ui/button";

/** Copies `text` to the clipboard; the button says so once done (announced to screen readers). */
export function CopyButton({ text, label, describedBy }: { text: string; label: string; describedBy?: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <Button type="button" variant="outline" size="sm" aria-describedby={describedBy} onClick={() => void copy()}>
      <span aria-live="polite">{copied ? "تم النسخ" : label}</span>
    </Button>
  );
}
