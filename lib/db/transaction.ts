import "server-only";

import { db } from "./client";
import type { Prisma } from "./generated/client";

export type Tx = Prisma.TransactionClient;

/**
 * Runs `fn` in one interactive transaction. The embedded database is a single
 * session, so concurrent transactions queue behind each other: the wait for a
 * turn is generous (Prisma's default of 2 s failed under a burst of 20), and
 * the body must stay short: never an HTTP call inside (claim, commit, call,
 * then record the outcome).
 */
export function transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db.$transaction(fn, { maxWait: 15_000, timeout: 15_000 });
}
