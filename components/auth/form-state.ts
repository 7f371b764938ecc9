"use client";

import { useRef, useState } from "react";

import type { FieldErrors, FormResolver } from "@/lib/forms/contract";

/**
 * The store's small forms (sign in, register, the free offer) without a form
 * library: each field an uncontrolled input read when the form is checked,
 * the checks in a lazily loaded chunk (lib/forms, lazyResolver). It behaves as
 * react-hook-form did with its defaults on these forms, ~11 KB gzip less in
 * their pages' first load: nothing is checked before the first submit; a
 * submit checks every field, shows each one's first message and focuses the
 * first field in error, or sends the checked values (busy while it runs);
 * after a submit, each change checks the form again and updates that field's
 * message. A form-level error (`root`) stays until the next submit. Here, not
 * in lib/forms: the buy pages load that room for its other helpers.
 */

/** Spread on an <input>: its name, its starting value and how the form reads it. */
export interface FieldRegistration {
  name: string;
  defaultValue: string;
  ref: (element: HTMLInputElement | null) => void;
  onChange: () => void;
}

type Strings<T> = { [K in keyof T]: string };

export function useFormState<TValues extends Strings<TValues>, TOutput = TValues>({
  resolver,
  defaultValues,
}: {
  resolver: FormResolver<TValues, TOutput>;
  defaultValues: TValues;
}) {
  type Name = Extract<keyof TValues, string>;
  const fields = useRef(new Map<Name, HTMLInputElement>());
  // One ref callback per field for the form's life: React does not detach and attach it again on each render.
  const refs = useRef(new Map<Name, (element: HTMLInputElement | null) => void>());
  const submitted = useRef(false);
  // Checks finish out of order when the customer types fast: only the latest one counts.
  const latestCheck = useRef(0);
  const [errors, setErrors] = useState<FieldErrors<TValues>>({});
  const [isSubmitting, setSubmitting] = useState(false);

  const read = (): TValues => {
    const values = { ...defaultValues };
    for (const [name, element] of fields.current) values[name] = element.value as TValues[Name];
    return values;
  };

  const refFor = (name: Name) => {
    let ref = refs.current.get(name);
    if (!ref) {
      ref = (element) => {
        if (element) fields.current.set(name, element);
        else fields.current.delete(name);
      };
      refs.current.set(name, ref);
    }
    return ref;
  };

  const register = (name: Name): FieldRegistration => ({
    name,
    defaultValue: defaultValues[name],
    ref: refFor(name),
    onChange: () => {
      if (!submitted.current) return;
      const check = ++latestCheck.current;
      void resolver(read()).then((result) => {
        if (check !== latestCheck.current) return;
        const error = result.errors[name];
        setErrors((previous) => {
          if (previous[name]?.message === error?.message) return previous;
          const next = { ...previous };
          if (error) next[name] = error;
          else delete next[name];
          return next;
        });
      });
    },
  });

  const handleSubmit =
    (onValid: (values: TOutput) => Promise<void> | void) => async (event?: { preventDefault(): void }) => {
      event?.preventDefault();
      submitted.current = true;
      ++latestCheck.current;
      setSubmitting(true);
      try {
        const result = await resolver(read());
        const found: FieldErrors<TValues> = result.errors;
        if (Object.keys(found).length > 0) {
          setErrors(found);
          const invalid = [...fields.current].filter(([name]) => found[name]).map(([, element]) => element);
          invalid.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
          invalid[0]?.focus();
          return;
        }
        setErrors({});
        await onValid(result.values as TOutput);
      } finally {
        setSubmitting(false);
      }
    };

  return { register, handleSubmit, errors, isSubmitting };
}
