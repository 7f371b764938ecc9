"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";

import { Button } from "@/components/ui/button";

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
      const res = await fetch(url, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body ?? {}),
      });
      if (!res.ok)
        setError(
          ((await res.json().catch(() => null)) as { message?: string } | null)?.message ?? `HTTP ${res.status}`,
        );
      else router.refresh();
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
