import "server-only";

// Blocks (docs/operations.md#blocks): what the checkout and the free offer
// refuse, an account, a video or a link, checked in the transaction that
// creates the payment or the claim. The console (lib/admin) adds and lifts them.
export * from "./contract";
export { assertNotBlocked, blockTargetOf, type BlockTarget } from "./blocks";
