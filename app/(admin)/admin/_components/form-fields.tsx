import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { SERVICE_TYPES, SERVICES, type ServiceType } from "@/lib/pricing";

// The console forms' fields (discount codes, promotions, ad spend): a labelled text input
// with its hint and error tied to it, the services to tick, and an error line.

/**
 * How a text field is typed: a code (Latin capitals, left to right), words a
 * customer reads (Arabic, in their own direction), a whole number, dirhams,
 * a date and time, or a day.
 */
export type Mode = "text" | "words" | "whole" | "decimal" | "datetime" | "date";

export function TextInput(props: {
  id: string;
  label: string;
  hint?: string;
  mode: Mode;
  error?: string;
  value: string;
  onChange: (v: string) => void;
}) {
  const described = [props.hint && `${props.id}-hint`, props.error && `${props.id}-error`].filter(Boolean).join(" ");
  return (
    <div className="grid content-start gap-1 text-sm">
      <label htmlFor={props.id}>{props.label}</label>
      <Input
        id={props.id}
        dir={props.mode === "words" ? "auto" : "ltr"}
        type={props.mode === "datetime" ? "datetime-local" : props.mode === "date" ? "date" : "text"}
        inputMode={props.mode === "whole" ? "numeric" : props.mode === "decimal" ? "decimal" : undefined}
        autoCapitalize={props.mode === "text" ? "characters" : undefined}
        spellCheck={props.mode === "text" ? false : undefined}
        className={props.mode === "words" ? "h-9" : "h-9 tabular-nums"}
        value={props.value}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={described || undefined}
        onChange={(e) => props.onChange(e.target.value)}
      />
      {props.hint && (
        <p id={`${props.id}-hint`} className="text-xs text-muted-foreground">
          {props.hint}
        </p>
      )}
      <FieldError id={`${props.id}-error`} error={props.error} />
    </div>
  );
}

export function FieldError({ id, error }: { id?: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={id} className="text-sm text-destructive">
      {error}
    </p>
  );
}

/** The services a code or promotion applies to, ticked; none ticked means every one (`hint` says so). */
export function ServicesField(props: {
  id: string;
  value: ServiceType[];
  onChange: (services: ServiceType[]) => void;
  hint: string;
  error?: string;
}) {
  return (
    <fieldset
      className="grid gap-1 text-sm"
      aria-describedby={`${props.id}-hint${props.error ? ` ${props.id}-error` : ""}`}
    >
      <legend className="mb-1">الخدمات</legend>
      {SERVICE_TYPES.map((service, i) => (
        <label key={service} className="flex items-center gap-2">
          <input
            type="checkbox"
            id={i === 0 ? props.id : undefined}
            checked={props.value.includes(service)}
            onChange={(e) =>
              props.onChange(e.target.checked ? [...props.value, service] : props.value.filter((s) => s !== service))
            }
          />
          {SERVICES[service].tabLabel}
        </label>
      ))}
      <p id={`${props.id}-hint`} className="text-muted-foreground">
        {props.hint}
      </p>
      <FieldError id={`${props.id}-error`} error={props.error} />
    </fieldset>
  );
}

/** A console form's last row: its submit button (off while busy) and the form's own error beside it. */
export function SubmitRow({ busy, label, formError }: { busy: boolean; label: string; formError?: string | null }) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button type="submit" disabled={busy} aria-busy={busy}>
        {label}
      </Button>
      {formError && (
        <span role="alert" className="text-sm text-destructive">
          {formError}
        </span>
      )}
    </div>
  );
}
