/**
 * What the store's small validated forms check with (components/auth/form-state.ts
 * holds their state): a resolver gives the checked values or each field's
 * message; a schema's resolver takes a zod schema passed in, so this module
 * loads no zod and no React.
 */

export interface FieldError {
  type?: string;
  message: string;
}

/** Messages by field name; `root` is the form's own (the checks could not load). */
export type FieldErrors<TValues> = Partial<Record<Extract<keyof TValues, string>, FieldError>> & { root?: FieldError };

/** The checked values when `errors` is empty. */
export interface ResolverResult<TValues, TOutput> {
  values: TOutput | Record<string, never>;
  errors: FieldErrors<TValues>;
}

/** Checks a form's values: the checked values, or the messages. */
export type FormResolver<TValues, TOutput = TValues> = (values: TValues) => Promise<ResolverResult<TValues, TOutput>>;

/** What a zod schema offers (the schema is passed in: this module does not load zod). */
interface SafeParser<TOutput> {
  safeParseAsync(
    values: unknown,
  ): Promise<
    | { success: true; data: TOutput }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string; code: string }[] } }
  >;
}

/** A resolver from a schema: each field's first issue is its message (as @hookform/resolvers' zodResolver). */
export function schemaResolver<TValues, TOutput>(schema: SafeParser<TOutput>): FormResolver<TValues, TOutput> {
  return async (values) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const issue of result.error.issues) {
      const name = issue.path.map(String).join(".");
      errors[name] ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors: errors as FieldErrors<TValues> };
  };
}
