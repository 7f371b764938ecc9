"use client";

import { useEffect, useRef, useState, type FormEvent } from "react";
import type { ZodType } from "zod";

/**
 * The store's small forms (login, register, the free offer's link), checked
 * in the browser by the same zod schema the server uses, without shipping the
 * schema or a form library with the page:
 *
 * - The schema (zod and the shared rules, ~30 KB gzip) is a separate chunk,
 *   fetched once the browser is idle after the form mounts (`lazySchema`). A
 *   submit that comes before it has arrived waits for it. When it cannot be
 *   loaded (the connection dropped), the submit stops with a form-level error
 *   and the next submit tries again: nothing reaches the server unchecked.
 * - The inputs are the browser's own (uncontrolled, read with FormData on
 *   submit), so typing re-renders nothing. The form shows the first message
 *   of each invalid field, moves the focus to the first invalid field, and,
 *   once a submit has failed, checks again as the customer types.
 *
 * This replaced react-hook-form on these three pages: it was 12 KB gzip of
 * their ~155 KB first-load JavaScript (issue 17: at most 1.15x a bare Next.js
 * page), for a job this file does in a few lines.
 */

export const FORM_CHECK_UNAVAILABLE_MESSAGE = "تعذر الاتصال بالمتجر. تحقق من اتصالك بالإنترنت وحاول مرة أخرى.";

/** A form's schema in its own chunk: `load` fetches it once (again after a failure). */
export interface LazySchema<T> {
  load: () => Promise<ZodType<T>>;
  /** `load` for an idle prefetch: never rejects. */
  preload: () => Promise<void>;
}

export function lazySchema<T>(load: () => Promise<ZodType<T>>): LazySchema<T> {
  let loading: Promise<ZodType<T>> | null = null;
  const get = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    }));
  return {
    load: get,
    preload: () =>
      get().then(
        () => undefined,
        () => undefined,
      ),
  };
}

/** Field name → the message shown under it. */
export type FieldErrors = Partial<Record<string, string>>;

export type CheckResult<T> = { ok: true; values: T } | { ok: false; errors: FieldErrors; formError: string | null };

/** The schema's verdict on a form's values: the parsed values, or the first message per field. */
export async function checkValues<T>(schema: LazySchema<T>, values: Record<string, string>): Promise<CheckResult<T>> {
  let loaded: ZodType<T>;
  try {
    loaded = await schema.load();
  } catch (error) {
    console.error("[forms] validation could not be loaded", error);
    return { ok: false, errors: {}, formError: FORM_CHECK_UNAVAILABLE_MESSAGE };
  }
  const result = await loaded.safeParseAsync(values);
  if (result.success) return { ok: true, values: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? "");
    errors[field] ??= issue.message;
  }
  return { ok: false, errors, formError: null };
}

/** The form's text inputs by name (the browser's own values: nothing is mirrored in state). */
function formValues(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) if (typeof value === "string") values[name] = value;
  return values;
}

function focusFirstInvalid(form: HTMLFormElement, errors: FieldErrors): void {
  for (const element of Array.from(form.elements)) {
    if (element instanceof HTMLInputElement && element.name && errors[element.name]) {
      element.focus();
      return;
    }
  }
}

/** Fetches the schema's chunk once the browser is idle after the form mounts. */
export function usePreloadWhenIdle(schema: { preload: () => Promise<void> }): void {
  useEffect(() => {
    if (typeof window.requestIdleCallback === "function") {
      const id = window.requestIdleCallback(() => void schema.preload(), { timeout: 2000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(() => void schema.preload(), 200);
    return () => window.clearTimeout(id);
  }, [schema]);
}

export interface CheckedForm {
  /** The message under each invalid field. */
  errors: FieldErrors;
  /** The form-level message (the checks could not load), or null. */
  formError: string | null;
  /** True from the submit until `onValid` has finished. */
  submitting: boolean;
  /** Spread on the `<form>`. */
  formProps: {
    onSubmit: (event: FormEvent<HTMLFormElement>) => void;
    onChange: (event: FormEvent<HTMLFormElement>) => void;
    noValidate: true;
  };
}

/**
 * A form checked by `schema` on submit; `onValid` gets the parsed values (it
 * handles its own request errors). A second submit while one runs is ignored.
 */
export function useCheckedForm<T>(schema: LazySchema<T>, onValid: (values: T) => Promise<void>): CheckedForm {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const busy = useRef(false);
  const submitted = useRef(false);
  // Checks run asynchronously: only the newest one may set the messages.
  const latest = useRef(0);
  usePreloadWhenIdle(schema);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy.current) return;
    const form = event.currentTarget;
    busy.current = true;
    submitted.current = true;
    setSubmitting(true);
    const run = ++latest.current;
    void (async () => {
      try {
        const result = await checkValues(schema, formValues(form));
        if (run === latest.current) {
          setErrors(result.ok ? {} : result.errors);
          setFormError(result.ok ? null : result.formError);
        }
        if (!result.ok) return focusFirstInvalid(form, result.errors);
        await onValid(result.values);
      } finally {
        busy.current = false;
        setSubmitting(false);
      }
    })();
  };

  const onChange = (event: FormEvent<HTMLFormElement>) => {
    if (!submitted.current) return;
    const run = ++latest.current;
    void checkValues(schema, formValues(event.currentTarget)).then((result) => {
      if (run !== latest.current || (!result.ok && result.formError)) return;
      setErrors(result.ok ? {} : result.errors);
    });
  };

  return { errors, formError, submitting, formProps: { onSubmit, onChange, noValidate: true } };
}
