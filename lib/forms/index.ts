// Helpers for the store's client-side forms (the small validated ones of form-state.ts, and the plain ones).
export { focusFirstInvalid } from "./focus-invalid";
export { FORM_CHECK_UNAVAILABLE_MESSAGE, lazyResolver, usePreloadWhenIdle, type LazyResolver } from "./lazy-resolver";
export { schemaResolver, type FieldErrors, type FormResolver, type ResolverResult } from "./form-state";
