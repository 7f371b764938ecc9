// Helpers for the store's client-side forms. The door holds what the buy and
// payment forms use; the validated small forms' pieces (lazy checks, schema
// resolver) are in ./contract, so the buy pages do not load them.
export { focusFirstInvalid } from "./focus-invalid";
