import "server-only";

import { existsSync, mkdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { PGlite } from "@electric-sql/pglite";
import type { SqlDriverAdapterFactory } from "@prisma/driver-adapter-utils";
import { PrismaPGlite } from "pglite-prisma-adapter";

import { logger } from "@/lib/log";

import { acquireDataDirLock, type DataDirLock } from "./embedded-lock";
import { applyMigrations, readMigrations } from "./migrate";
import { makePrivate, notPrivate, PRIVATE_DIR_MODE } from "./private-files";

/**
 * The embedded database: PostgreSQL compiled to WebAssembly (PGlite), stored in
 * a folder. Migrations are applied before the first query, so a fresh clone
 * runs with no setup. PGlite serves one process: the folder's lock
 * (./embedded-lock.ts) makes a second process refuse instead of opening it.
 *
 * `seed`, a data-directory dump (PGLITE_SEED), starts a database that does not
 * exist yet from that dump: the tests start hundreds of databases, and a
 * PGlite's own initialisation costs seconds of CPU where loading a dump of an
 * initialised one costs a fraction. The migrations still run after it, so a
 * dump older than the migrations is brought up to date.
 *
 * The folder is the store user's alone (./private-files.ts): made so before
 * PGlite opens it and after it has unpacked a new cluster, then checked, and
 * the store does not start on a folder it cannot make private.
 */
export function createEmbeddedAdapter(
  dataDir: string,
  seed?: string,
): {
  adapter: SqlDriverAdapterFactory;
  close: () => Promise<void>;
  /** The folder's lock (none in memory). */
  lock: DataDirLock | null;
} {
  let lock: DataDirLock | null = null;
  if (!dataDir.startsWith("memory://")) {
    mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
    lock = acquireDataDirLock(dataDir);
    const loosened = makePrivate(dataDir);
    if (loosened > 0)
      logger("db").warn("the embedded database's files were readable by other users of the machine: made private", {
        files: loosened,
      });
  }
  const fresh = dataDir.startsWith("memory://") || !existsSync(path.join(dataDir, "PG_VERSION"));
  const loadDataDir = seed && fresh ? new Blob([readFileSync(seed)]) : undefined;
  const pglite = new PGlite(dataDir, { loadDataDir });
  const inner = new PrismaPGlite(pglite);
  let ready: Promise<void> | undefined;
  const migrate = async () => {
    await pglite.waitReady;
    if (lock) {
      // A new cluster was unpacked with the umask's modes: made private, then checked.
      makePrivate(dataDir);
      const loose = notPrivate(dataDir);
      if (loose.length > 0)
        throw new Error(
          `The embedded database's folder cannot be made private to this user (0700 folders, 0600 files): ${loose.slice(0, 3).join(", ")}`,
        );
    }
    const result = await applyMigrations(pglite, await readMigrations());
    for (const w of result.warnings) logger("db").warn(w);
  };
  const adapter: SqlDriverAdapterFactory = {
    provider: inner.provider,
    adapterName: inner.adapterName,
    connect: async () => {
      ready ??= migrate();
      await ready;
      return inner.connect();
    },
  };
  return {
    adapter,
    lock,
    close: async () => {
      try {
        await pglite.close();
      } finally {
        lock?.release();
      }
    },
  };
}
