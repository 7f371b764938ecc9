"use client";

import { useRouter } from "next/navigation";
import { useId, useState } from "react";

import { api } from "@/components/data/api";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";

import { operatorError } from "./admin-action";

/** "Found it at the panel": the operator types the panel's order id. */
export function MarkSubmittedForm({ itemId }: { itemId: string }) {
  const router = useRouter();
  const id = useId();
  const [value, setValue] = useState("");
  const [error, setError] = useState<string | null>(null);
  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setError(null);
    try {
      await api(`/api/admin/items/${itemId}/review`, {
        method: "POST",
        body: { action: "mark-submitted", externalOrderId: value },
      });
      router.refresh();
    } catch (e) {
      setError(operatorError(e));
    }
  }
  return (
    <form onSubmit={(e) => void submit(e)} className="flex flex-wrap items-end gap-2">
      <div className="grid gap-1">
        <label htmlFor={id} className="text-sm">
          رقم الطلب في اللوحة
        </label>
        <Input
          id={id}
          dir="ltr"
          required
          pattern="[\w-]{1,64}"
          value={value}
          onChange={(e) => setValue(e.target.value)}
          className="w-40"
        />
      </div>
      <Button size="sm" type="submit">
        تم الإرسال فعلًا
      </Button>
      {error && (
        <span role="alert" className="text-sm text-destructive">
          {error}
        </span>
      )}
    </form>
  );
}
