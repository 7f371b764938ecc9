import { createHash, randomUUID } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";

/**
 * Applies prisma/migrations/<name>/migration.sql in order and records them in
 * `_prisma_migrations` the way `prisma migrate deploy` does (same table, same
 * checksum), so operators can switch between this runner and Prisma's CLI.
 *
 * Prisma's CLI needs a schema-engine binary it downloads at run time; this runner
 * needs nothing but a SQL connection, so it works offline and on PGlite.
 */

/** The smallest connection the runner needs: PGlite and node-postgres both fit. */
export interface SqlExecutor {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  /** Runs a script of several statements. */
  exec(sql: string): Promise<unknown>;
}

export interface Migration {
  name: string;
  sql: string;
  checksum: string;
}

export interface MigrateResult {
  applied: string[];
  alreadyApplied: string[];
  warnings: string[];
}

export const MIGRATIONS_DIR = path.join(process.cwd(), "prisma", "migrations");

const MIGRATIONS_TABLE_DDL = `
CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id"                    VARCHAR(36) PRIMARY KEY NOT NULL,
    "checksum"              VARCHAR(64) NOT NULL,
    "finished_at"           TIMESTAMPTZ,
    "migration_name"        VARCHAR(255) NOT NULL,
    "logs"                  TEXT,
    "rolled_back_at"        TIMESTAMPTZ,
    "started_at"            TIMESTAMPTZ NOT NULL DEFAULT now(),
    "applied_steps_count"   INTEGER NOT NULL DEFAULT 0
)`;

/** Prisma's checksum: SHA-256 of the script with line endings normalised to LF. */
export function migrationChecksum(sql: string): string {
  return createHash("sha256").update(sql.replace(/\r\n/g, "\n")).digest("hex");
}

export async function readMigrations(dir: string = MIGRATIONS_DIR): Promise<Migration[]> {
  const entries = await readdir(/*turbopackIgnore: true*/ dir, { withFileTypes: true });
  const names = entries
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
  return Promise.all(
    names.map(async (name) => {
      const sql = await readFile(/*turbopackIgnore: true*/ path.join(dir, name, "migration.sql"), "utf8");
      return { name, sql, checksum: migrationChecksum(sql) };
    }),
  );
}

interface AppliedRow {
  migration_name: string;
  checksum: string;
  finished_at: Date | null;
  rolled_back_at: Date | null;
}

export class MigrationError extends Error {
  override name = "MigrationError";
}

/**
 * Brings the database up to date. Each migration runs in its own transaction
 * together with its bookkeeping row, so a failure leaves nothing half-applied.
 * Callers on a shared PostgreSQL hold an advisory lock around this (see
 * `withMigrationLock`) so two instances starting at once do not race.
 */
export async function applyMigrations(
  sql: SqlExecutor,
  migrations: Migration[],
  log: (line: string) => void = () => {},
): Promise<MigrateResult> {
  await sql.exec(MIGRATIONS_TABLE_DDL);
  const { rows } = await sql.query<AppliedRow>(
    `SELECT migration_name, checksum, finished_at, rolled_back_at FROM "_prisma_migrations" ORDER BY started_at`,
  );
  const failed = rows.find((r) => r.finished_at === null && r.rolled_back_at === null);
  if (failed) {
    throw new MigrationError(
      `Migration ${failed.migration_name} failed earlier and was not resolved; fix the database, then mark it rolled back (prisma migrate resolve) before retrying.`,
    );
  }
  const done = new Map(rows.filter((r) => r.finished_at !== null).map((r) => [r.migration_name, r]));
  const result: MigrateResult = { applied: [], alreadyApplied: [], warnings: [] };
  const known = new Set(migrations.map((m) => m.name));
  for (const name of done.keys()) {
    if (!known.has(name)) result.warnings.push(`Migration ${name} is in the database but not in prisma/migrations.`);
  }

  for (const m of migrations) {
    const row = done.get(m.name);
    if (row) {
      if (row.checksum !== m.checksum) {
        result.warnings.push(`Migration ${m.name} was edited after it was applied (checksum differs).`);
      }
      result.alreadyApplied.push(m.name);
      continue;
    }
    log(`Applying migration ${m.name}`);
    await sql.exec("BEGIN");
    try {
      await sql.exec(m.sql);
      await sql.query(
        `INSERT INTO "_prisma_migrations" (id, checksum, finished_at, migration_name, started_at, applied_steps_count)
         VALUES ($1, $2, now(), $3, now(), 1)`,
        [randomUUID(), m.checksum, m.name],
      );
      await sql.exec("COMMIT");
    } catch (error) {
      await sql.exec("ROLLBACK");
      throw new MigrationError(`Migration ${m.name} failed: ${(error as Error).message}`);
    }
    result.applied.push(m.name);
  }
  for (const w of result.warnings) log(`warning: ${w}`);
  return result;
}

/** A fixed key for pg_advisory_lock: "migrate" in ASCII. */
const LOCK_KEY = 0x6d696772617465;

/** Serialises migration runs across processes sharing one PostgreSQL. */
export async function withMigrationLock<T>(sql: SqlExecutor, fn: () => Promise<T>): Promise<T> {
  await sql.query("SELECT pg_advisory_lock($1)", [LOCK_KEY]);
  try {
    return await fn();
  } finally {
    await sql.query("SELECT pg_advisory_unlock($1)", [LOCK_KEY]);
  }
}
