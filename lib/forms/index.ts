// Helpers for the store's client-side forms (react-hook-form, and the plain ones).
export { focusFirstInvalid } from "./focus-invalid";
export { FORM_CHECK_UNAVAILABLE_MESSAGE, lazyResolver, usePreloadWhenIdle, type LazyResolver } from "./lazy-resolver";
