"use client";

import { useId, useState } from "react";

import { operatorError } from "./admin-action";

/**
 * A console form's state beside its draft (discount codes, promotions): each
 * field's mistake (the first one focused), the form's own error line and
 * busy. `submit` checks the draft, sends it, and puts a refusal on its fields
 * when `fieldsOf` finds them there, else on the form's line.
 */
export function useConsoleForm<F extends string>() {
  const id = useId();
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const fieldId = (field: F) => `${id}-${field}`;

  function showErrors(found: Partial<Record<F, string>>) {
    setErrors(found);
    const first = Object.keys(found)[0] as F | undefined;
    if (first) document.getElementById(fieldId(first))?.focus();
  }

  async function submit<B>(
    parsed: { body: B } | { errors: Partial<Record<F, string>> },
    send: (body: B) => Promise<void>,
    fieldsOf: (error: unknown) => Partial<Record<F, string>> | null,
  ): Promise<void> {
    setFormError(null);
    if ("errors" in parsed) return showErrors(parsed.errors);
    setErrors({});
    setBusy(true);
    try {
      await send(parsed.body);
    } catch (e) {
      const onFields = fieldsOf(e);
      if (onFields && Object.keys(onFields).length > 0) showErrors(onFields);
      else setFormError(operatorError(e));
    } finally {
      setBusy(false);
    }
  }

  return { id, fieldId, errors, formError, busy, submit };
}
