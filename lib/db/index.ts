import "server-only";

export { db, disconnectDb, embeddedDataDir, getDb, serveEmbeddedControl } from "./client";
export { callControl, type ControlAnswer, type ControlHandlers } from "./control";
export { EmbeddedDatabaseBusyError, liveOwner } from "./embedded-lock";
export { transaction, type Tx } from "./transaction";
export { Prisma } from "./generated/client";
export type * from "./generated/client";
export {
  ItemKind,
  JobStatus,
  OrderSource,
  OrderStatus,
  PaymentProvider,
  PaymentStatus,
  RefillOrigin,
  RefillStatus,
  RefundReason,
  RefundStatus,
  ReviewResolution,
  ServiceType,
  SubmissionState,
  UserRole,
} from "./generated/enums";
export { migratePostgres } from "./migrate-postgres";
