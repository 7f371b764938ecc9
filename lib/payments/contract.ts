// The payments room's client-safe contract: the shapes of its public API (the
// response schemas the handlers' types come from and the checkout checks), the
// customer-facing messages, and the body of the "ensure the order" calls. No
// server code: the checkout pages import this, the handlers return it.
export * from "./api-types";
export * from "./messages";
export { ensureOrderSchema } from "./order-request";
