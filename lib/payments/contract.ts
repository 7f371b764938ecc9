// The payments room's client-safe contract: the shapes of its public API (the
// response schemas the handlers' types come from and the checkout checks) and
// the customer-facing messages. No server code: the checkout pages import
// this, the handlers return it. (The "ensure the order" request body is the
// handlers' alone: it is behind the door, ./index.ts, so its schema is never
// built in a browser.)
export * from "./api-types";
export * from "./messages";
