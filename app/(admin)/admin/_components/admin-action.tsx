"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";

import { api, ApiError } from "@/components/data/api";
import { Button } from "@/components/ui/button";

/** The server's message, else the status: the operator needs to know which failure it was. */
export function operatorError(error: unknown): string {
  if (!(error instanceof ApiError)) throw error;
  return error.serverMessage || error.status === 0 ? error.message : `HTTP ${error.status}`;
}

/**
 * One operator action: POSTs `body` to `url` (or PATCHes it, for a change of
 * state such as pausing a discount code), then re-renders the console with
 * fresh data; a refusal is shown next to the button.
 */
export function AdminAction({
  url,
  method = "POST",
  body,
  label,
  ariaLabel,
  confirm,
  variant = "outline",
}: {
  url: string;
  method?: "POST" | "PATCH";
  body?: unknown;
  label: string;
  /** The button's name when its label alone would not say which (one per row of a table). */
  ariaLabel?: string;
  confirm?: string;
  variant?: "outline" | "destructive" | "default";
}) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function run() {
    if (confirm && !window.confirm(confirm)) return;
    setBusy(true);
    setError(null);
    try {
      await api(url, { method, body: body ?? {} });
      router.refresh();
    } catch (e) {
      setError(operatorError(e));
    } finally {
      setBusy(false);
    }
  }
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <Button size="sm" variant={variant} disabled={busy} aria-label={ariaLabel} onClick={() => void run()}>
        {label}
      </Button>
      {error && (
        <span role="alert" className="text-sm text-destructive">
          {error}
        </span>
      )}
    </span>
  );
}
