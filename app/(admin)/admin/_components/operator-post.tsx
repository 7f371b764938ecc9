"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";

import { api } from "@/components/data/api";

import { operatorError } from "./admin-action";

export interface FormNote {
  error: boolean;
  text: string;
}

/**
 * A console form's POST: busy while it runs, the server's refusal or the
 * success text as the form's message, the console re-rendered with fresh data.
 */
export function useOperatorPost() {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<FormNote | null>(null);
  /** `onError` sees the refusal first (a form that asks the operator to confirm reads its details). */
  async function post(url: string, body: unknown, success: string, onError?: (e: unknown) => void): Promise<boolean> {
    setBusy(true);
    setMessage(null);
    try {
      await api(url, { method: "POST", body });
      setMessage({ error: false, text: success });
      router.refresh();
      return true;
    } catch (e) {
      onError?.(e);
      setMessage({ error: true, text: operatorError(e) });
      return false;
    } finally {
      setBusy(false);
    }
  }
  return { busy, message, setMessage, post };
}

/** The form's message: an alert when refused, a status otherwise. */
export function FormMessage({ message }: { message: FormNote | null }) {
  if (!message) return null;
  return (
    <span role={message.error ? "alert" : "status"} className={message.error ? "text-sm text-destructive" : "text-sm"}>
      {message.text}
    </span>
  );
}
