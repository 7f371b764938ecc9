import "server-only";

// Blocks (docs/operations.md#blocks): what the checkout and the free offer
// refuse, an account, a video or a link, checked in the transaction that
// creates the payment or the claim (and a blocked account's claim of guest orders). The console (lib/admin) adds and lifts them.
export * from "./contract";
export { assertAccountNotBlocked, assertNotBlocked, blockTargetOf, type BlockTarget } from "./blocks";
