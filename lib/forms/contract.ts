// The small validated forms' checks (sign in, register, the free offer): the
// resolver a form checks with, loaded lazily (lazy-resolver.ts), and a zod
// schema's resolver (form-state.ts). Client-safe; no zod and no React state here.
export { FORM_CHECK_UNAVAILABLE_MESSAGE, lazyResolver, usePreloadWhenIdle, type LazyResolver } from "./lazy-resolver";
export { schemaResolver, type FieldErrors, type FormResolver, type ResolverResult } from "./form-state";
export { storeClockToIso, zoneOffsetMs } from "./store-clock";
