// The console's client-safe contract: the Arabic label of every status, kind
// and actor the operator reads (no server code).
export * from "./labels";
