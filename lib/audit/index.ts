import "server-only";

// The store's one audit log, the writing side that any room may use
// (docs/operations.md#the-audit-log): the store's automatic actions. The
// console's operator actions are recorded by lib/admin; both land in the same
// table and are read by the console's audit page.
export { recordAutomaticAction, type AutomaticAction } from "./record";
