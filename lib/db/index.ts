import "server-only";

export { db, disconnectDb, getDb } from "./client";
export { Prisma } from "./generated/client";
export type * from "./generated/client";
export {
  ItemKind,
  JobStatus,
  OrderSource,
  OrderStatus,
  PaymentProvider,
  PaymentStatus,
  ServiceType,
} from "./generated/enums";
