// The payments room's client-safe contract: the shapes of its public API, the
// customer-facing messages, and the body of the "ensure the order" calls. No
// server code: the checkout pages import this, the handlers return it.
export type * from "./api-types";
export * from "./messages";
export { ensureOrderSchema } from "./order-request";
