import "server-only";

// The store's one audit log, its one writer (docs/operations.md#the-audit-log):
// `recordAudit` in the transaction of the movement it records, for the
// console's operators, customers and the store itself. The console's audit
// page reads it (lib/admin).
export { recordAudit, STORE, type AuditActor, type AuditEntry } from "./record";
