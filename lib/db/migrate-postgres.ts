import { Client } from "pg";

import { applyMigrations, readMigrations, withMigrationLock, type MigrateResult } from "./migrate";

/**
 * Migrates a PostgreSQL database (optionally one schema of it, created if
 * missing). Used by `npm run db:migrate` and by the test harness.
 */
export async function migratePostgres(
  connectionString: string,
  schema?: string,
  log: (line: string) => void = () => {},
): Promise<MigrateResult> {
  const client = new Client({ connectionString });
  await client.connect();
  try {
    const executor = {
      query: <T>(sql: string, params?: unknown[]) => client.query(sql, params).then((r) => ({ rows: r.rows as T[] })),
      exec: (sql: string) => client.query(sql),
    };
    const migrations = await readMigrations();
    // Under the lock: even CREATE SCHEMA IF NOT EXISTS races between instances.
    return await withMigrationLock(executor, async () => {
      if (schema) {
        const quoted = `"${schema.replace(/"/g, '""')}"`;
        await client.query(`CREATE SCHEMA IF NOT EXISTS ${quoted}`);
        await client.query(`SET search_path TO ${quoted}`);
      }
      return applyMigrations(executor, migrations, log);
    });
  } finally {
    await client.end();
  }
}
