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
 * One operator action: POSTs `body` to `url`, then re-renders the console with
 * fresh data; a refusal is shown next to the button.
 */
export function AdminAction({
  url,
  body,
  label,
  confirm,
  variant = "outline",
}: {
  url: string;
  body?: unknown;
  label: string;
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
      await api(url, { method: "POST", body: body ?? {} });
      router.refresh();
    } catch (e) {
      setError(operatorError(e));
    } finally {
      setBusy(false);
    }
  }
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <Button size="sm" variant={variant} disabled={busy} onClick={() => void run()}>
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
