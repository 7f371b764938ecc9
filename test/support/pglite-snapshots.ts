import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";

import { PGlite } from "@electric-sql/pglite";

// Relative, not "@/": jest loads global setups without the projects' module mapping.
import { applyMigrations, readMigrations } from "../../lib/db/migrate";

/**
 * Snapshots of the embedded database for the tests. Initialising a PGlite
 * costs about 5 s of CPU (its initdb); loading a dump of one costs about 1 s,
 * and applying the project's migrations on top a fraction of that. So the
 * integration and browser tests build two dumps once and start every database
 * from one of them:
 * - `empty`: a freshly initialised database, for the migration tests, which
 *   still apply every migration from nothing;
 * - `migrated`: the same with every migration applied, for everything else
 *   (handed to the store as PGLITE_SEED, lib/db/embedded.ts).
 * They are cached under node_modules/.cache, named after PGlite's version and
 * the migrations' checksums, so a changed migration or PGlite makes new ones.
 */

const ROOT = path.resolve(__dirname, "..", "..");
const CACHE = path.join(ROOT, "node_modules", ".cache", "store-tests");

export interface Snapshots {
  empty: string;
  migrated: string;
}

function pgliteVersion(): string {
  const pkg = path.join(ROOT, "node_modules", "@electric-sql", "pglite", "package.json");
  return (JSON.parse(readFileSync(pkg, "utf8")) as { version: string }).version;
}

async function snapshotPaths(): Promise<Snapshots & { dir: string }> {
  const migrations = await readMigrations();
  const key = createHash("sha256")
    .update(pgliteVersion())
    .update(migrations.map((m) => `${m.name}:${m.checksum}`).join("\n"))
    .digest("hex")
    .slice(0, 16);
  const dir = path.join(CACHE, `pglite-${key}`);
  return { dir, empty: path.join(dir, "empty.tar"), migrated: path.join(dir, "migrated.tar") };
}

/** Written under a temporary name then renamed: a reader never sees half a file. */
function writeAtomically(file: string, data: Uint8Array): void {
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, data);
  renameSync(tmp, file);
}

/** Makes the two dumps unless they exist; returns their paths. */
export async function ensureSnapshots(): Promise<Snapshots> {
  const paths = await snapshotPaths();
  if (existsSync(paths.empty) && existsSync(paths.migrated)) return paths;
  mkdirSync(paths.dir, { recursive: true });
  const pg = new PGlite();
  try {
    await pg.waitReady;
    writeAtomically(paths.empty, new Uint8Array(await (await pg.dumpDataDir("none")).arrayBuffer()));
    await applyMigrations(pg, await readMigrations());
    writeAtomically(paths.migrated, new Uint8Array(await (await pg.dumpDataDir("none")).arrayBuffer()));
  } finally {
    await pg.close();
  }
  return paths;
}

/**
 * A fresh in-memory PGlite with nothing applied, as `new PGlite()` gives,
 * started from the `empty` dump (made first if missing).
 */
export async function emptyPGlite(): Promise<PGlite> {
  const { empty } = await ensureSnapshots();
  const pg = new PGlite({ loadDataDir: new Blob([readFileSync(empty)]) });
  await pg.waitReady;
  return pg;
}
