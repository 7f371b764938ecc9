// Helpers for the store's client-side forms (react-hook-form).
export { FORM_CHECK_UNAVAILABLE_MESSAGE, lazyResolver, usePreloadWhenIdle, type LazyResolver } from "./lazy-resolver";
