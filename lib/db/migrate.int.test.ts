import { createHash } from "node:crypto";

import type { PGlite } from "@electric-sql/pglite";
import { Client } from "pg";

import { emptyPGlite } from "@/test/support/pglite-snapshots";

import { applyMigrations, migrationChecksum, readMigrations, type Migration } from "./migrate";
import { migratePostgres } from "./migrate-postgres";

const two: Migration[] = [
  { name: "20260101000000_a", sql: 'CREATE TABLE "a" (id INT PRIMARY KEY);', checksum: "" },
  { name: "20260102000000_b", sql: 'CREATE TABLE "b" (id INT PRIMARY KEY);', checksum: "" },
].map((m) => ({ ...m, checksum: migrationChecksum(m.sql) }));

describe("migration runner (embedded)", () => {
  let pg: PGlite;
  beforeEach(async () => {
    pg = await emptyPGlite();
  });
  afterEach(() => pg.close());

  it("applies pending migrations once and records them as Prisma does", async () => {
    const first = await applyMigrations(pg, two);
    expect(first.applied).toEqual(["20260101000000_a", "20260102000000_b"]);
    const again = await applyMigrations(pg, two);
    expect(again.applied).toEqual([]);
    expect(again.alreadyApplied).toHaveLength(2);

    const { rows } = await pg.query<{
      migration_name: string;
      checksum: string;
      applied_steps_count: number;
      finished_at: Date | null;
    }>(
      'SELECT migration_name, checksum, applied_steps_count, finished_at FROM "_prisma_migrations" ORDER BY migration_name',
    );
    expect(rows.map((r) => r.migration_name)).toEqual(["20260101000000_a", "20260102000000_b"]);
    expect(rows[0]!.checksum).toBe(createHash("sha256").update(two[0]!.sql).digest("hex"));
    expect(rows.every((r) => r.applied_steps_count === 1 && r.finished_at !== null)).toBe(true);
  });

  it("leaves nothing half-applied when a migration fails, and keeps earlier ones", async () => {
    const broken: Migration = {
      name: "20260103000000_broken",
      sql: 'CREATE TABLE "c" (id INT); SELECT no_such_function();',
      checksum: "x",
    };
    await expect(applyMigrations(pg, [...two, broken])).rejects.toThrow(/20260103000000_broken failed/);
    const tables = await pg.query<{ tablename: string }>(
      "SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename",
    );
    expect(tables.rows.map((r) => r.tablename)).toEqual(["_prisma_migrations", "a", "b"]);
  });

  it("warns when an applied migration was edited afterwards", async () => {
    await applyMigrations(pg, two);
    const edited = [two[0]!, { ...two[1]!, checksum: migrationChecksum(`${two[1]!.sql}\n-- edited`) }];
    const result = await applyMigrations(pg, edited);
    expect(result.warnings).toEqual([expect.stringMatching(/20260102000000_b was edited/)]);
  });

  it("counts CRLF and LF files as the same migration", () => {
    expect(migrationChecksum("SELECT 1;\r\nSELECT 2;\r\n")).toBe(migrationChecksum("SELECT 1;\nSELECT 2;\n"));
  });

  it("reads the project's migrations in name order", async () => {
    const migrations = await readMigrations();
    expect(migrations.length).toBeGreaterThan(0);
    expect(migrations.map((m) => m.name)).toEqual([...migrations.map((m) => m.name)].sort());
  });
});

const pgUrl = process.env.TEST_DATABASE_URL;
(pgUrl ? describe : describe.skip)("migration runner (PostgreSQL)", () => {
  const schema = `test_${process.env.TEST_RUN_ID}_concurrent`;

  it("lets several instances start at once: each migration is applied exactly once", async () => {
    const results = await Promise.all([1, 2, 3].map(() => migratePostgres(pgUrl!, schema)));
    const appliedCounts = results.map((r) => r.applied.length).sort();
    const total = (await readMigrations()).length;
    expect(appliedCounts).toEqual([0, 0, total]);

    const client = new Client({ connectionString: pgUrl });
    await client.connect();
    try {
      const { rows } = await client.query(`SELECT count(*)::int AS n FROM "${schema}"."_prisma_migrations"`);
      expect(rows[0].n).toBe(total);
    } finally {
      await client.end();
    }
  });
});
