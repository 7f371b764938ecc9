"use client";

import { useId, useState } from "react";

import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";

import { FormMessage, useOperatorPost } from "./operator-post";

export interface TextField {
  name: string;
  label: string;
  initial?: string;
  multiline?: boolean;
  required?: boolean;
  minLength?: number;
  maxLength: number;
  /** "ltr" for links and ids. */
  dir?: "ltr" | "auto";
}

/**
 * An operator action with typed text (a note, a block with its reason): POSTs
 * the fields (and `extra`) to `url`, then re-renders the console; the
 * server's refusal is shown under the button.
 */
export function TextActionForm({
  url,
  fields,
  submitLabel,
  done,
  extra,
  confirm,
  variant = "default",
}: {
  url: string;
  fields: TextField[];
  submitLabel: string;
  /** What to say once it is done. */
  done: string;
  extra?: Record<string, unknown>;
  confirm?: string;
  variant?: "default" | "destructive" | "outline";
}) {
  const id = useId();
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(fields.map((f) => [f.name, f.initial ?? ""])),
  );
  const { busy, message, post } = useOperatorPost();

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (confirm && !window.confirm(confirm)) return;
    await post(url, { ...values, ...extra }, done);
  }

  return (
    <form onSubmit={(e) => void submit(e)} className="grid max-w-xl gap-3">
      {fields.map((f) => {
        const common = {
          id: `${id}-${f.name}`,
          name: f.name,
          required: f.required ?? true,
          minLength: f.minLength,
          maxLength: f.maxLength,
          dir: f.dir ?? "auto",
          value: values[f.name] ?? "",
          onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
            setValues((v) => ({ ...v, [f.name]: e.target.value })),
        };
        return (
          <div key={f.name} className="grid gap-1">
            <label htmlFor={common.id} className="text-sm">
              {f.label}
            </label>
            {f.multiline ? (
              <textarea
                {...common}
                rows={3}
                className="min-h-20 w-full min-w-0 rounded-md border bg-background px-3 py-2 text-sm focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
              />
            ) : (
              <Input {...common} />
            )}
          </div>
        );
      })}
      <div className="flex flex-wrap items-center gap-2">
        <Button type="submit" variant={variant} disabled={busy}>
          {submitLabel}
        </Button>
        <FormMessage message={message} />
      </div>
    </form>
  );
}
