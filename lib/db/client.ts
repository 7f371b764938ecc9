import "server-only";

import path from "node:path";

import { PrismaPg } from "@prisma/adapter-pg";

import { env } from "@/lib/env";
import { logger } from "@/lib/log";

import { serveControl, socketFileFor, type ControlHandlers } from "./control";
import { createEmbeddedAdapter } from "./embedded";
import type { DataDirLock } from "./embedded-lock";
import { PrismaClient } from "./generated/client";

interface Connection {
  client: PrismaClient;
  close: () => Promise<void>;
  /** The embedded database's folder and lock (none on PostgreSQL or in memory). */
  embedded?: { dir: string; lock: DataDirLock };
}

/** The embedded database's folder for a configuration, or null on PostgreSQL or in memory. */
export function embeddedDataDir(): string | null {
  const { DATABASE_URL, DATA_DIR, PGLITE_DATA_DIR } = env();
  if (DATABASE_URL) return null;
  const dir = PGLITE_DATA_DIR ?? path.resolve(DATA_DIR, "pglite");
  return dir.startsWith("memory://") ? null : dir;
}

type EventClient = PrismaClient<"warn" | "error">;

function reportEvents(client: EventClient, levels: ("warn" | "error")[]): PrismaClient {
  const db = logger("db");
  for (const level of levels) client.$on(level, (e) => db.warn(`prisma ${level}: ${e.message}`, { target: e.target }));
  return client;
}

function connect(): Connection {
  const { DATABASE_URL, DATABASE_SCHEMA, DATA_DIR, PGLITE_DATA_DIR, PGLITE_SEED, NODE_ENV } = env();
  // Prisma's own error and warning lines go through lib/log (JSON, LOG_LEVEL),
  // as warnings: the error reaches its caller too, which decides whether it
  // was expected (a unique key refusing a duplicate) or a failure to report.
  const levels: ("warn" | "error")[] = NODE_ENV === "development" ? ["warn", "error"] : ["error"];
  const log = levels.map((level) => ({ emit: "event" as const, level }));
  if (DATABASE_URL) {
    const adapter = new PrismaPg(
      // search_path too, so raw SQL lands in the same schema as Prisma's queries.
      { connectionString: DATABASE_URL, options: DATABASE_SCHEMA ? `-c search_path="${DATABASE_SCHEMA}"` : undefined },
      { schema: DATABASE_SCHEMA },
    );
    const client = reportEvents(new PrismaClient({ adapter, log }), levels);
    return { client, close: () => client.$disconnect() };
  }
  const dir = PGLITE_DATA_DIR ?? path.resolve(DATA_DIR, "pglite");
  const embedded = createEmbeddedAdapter(dir, PGLITE_SEED);
  const client = reportEvents(new PrismaClient({ adapter: embedded.adapter, log }), levels);
  return {
    client,
    embedded: embedded.lock ? { dir, lock: embedded.lock } : undefined,
    close: async () => {
      await client.$disconnect();
      await embedded.close();
    },
  };
}

// One connection per process; kept on globalThis so dev-mode reloads reuse it
// instead of opening a new pool (or a second PGlite on the same folder).
const store = globalThis as typeof globalThis & { __storeDb?: Connection };

export function getDb(): PrismaClient {
  store.__storeDb ??= connect();
  return store.__storeDb.client;
}

/**
 * The database client, created on first use rather than at import: `next build`
 * imports route modules in several worker processes, and none of them may open
 * the embedded database.
 */
export const db: PrismaClient = new Proxy({} as PrismaClient, {
  get(_target, property) {
    const client = getDb();
    const value: unknown = Reflect.get(client, property, client);
    return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(client) : value;
  },
});

/** Closes the connection (tests, scripts, graceful shutdown). */
export async function disconnectDb(): Promise<void> {
  const connection = store.__storeDb;
  store.__storeDb = undefined;
  await connection?.close();
}

/**
 * With the embedded database open in this process: answers operator commands
 * from other local processes on the folder's control socket (./control.ts) and
 * records it in the lock. Returns the socket's path, or null (PostgreSQL, memory).
 */
export async function serveEmbeddedControl(handlers: ControlHandlers): Promise<string | null> {
  getDb();
  const embedded = store.__storeDb?.embedded;
  if (!embedded) return null;
  const socket = socketFileFor(embedded.dir);
  await serveControl(socket, handlers);
  embedded.lock.announceSocket(socket);
  return socket;
}
