"use client";

import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

import type { FieldRegistration } from "./form-state";

interface FormFieldProps {
  id: string;
  /** Arabic only: no English sub-label a customer must read (docs/product-rules.md#language-and-text). */
  label: string;
  type?: "text" | "password";
  autoComplete: string;
  error?: string;
  registration: FieldRegistration;
}

/** One labelled input with its validation message, wired for screen readers. */
export function FormField({ id, label, type = "text", autoComplete, error, registration }: FormFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type={type}
        dir="auto"
        autoComplete={autoComplete}
        autoCapitalize="none"
        spellCheck={false}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...registration}
      />
      {error && (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

/** The red banner with the server's message (or the documented fallback, docs/product-rules.md#errors). */
export function FormErrorBanner({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert variant="destructive">
      <Icon name="circle-exclamation-point" />
      <AlertDescription>{message}</AlertDescription>
    </Alert>
  );
}

/** The submit button, disabled and relabelled while the request runs. */
export function SubmitButton({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel: string }) {
  return (
    <Button type="submit" size="lg" disabled={busy} aria-busy={busy}>
      {busy && <Icon name="loader-circle" className="animate-spin" />}
      {busy ? busyLabel : label}
    </Button>
  );
}
