import { Client } from "pg";

import { applyMigrations, readMigrations, type SqlExecutor } from "@/lib/db/migrate";
import { emptyPGlite } from "@/test/support/pglite-snapshots";

// The migration that made the free offer once per video gives existing claims
// their video id: the earliest claim of each video keeps it, later claims of
// the same video and claims of short links keep none, and nothing is lost.

const MIGRATION = "free_view_claims_video_id";

const CLAIMS: [user: number, createdAt: string, link: string][] = [
  [1, "2026-11-20T10:00:00Z", "https://www.tiktok.com/@a/video/7300000000000000001"],
  [2, "2026-11-20T09:00:00Z", "https://WWW.TIKTOK.COM/@b/video/7300000000000000001?is_from_webapp=1"],
  [3, "2026-11-20T11:00:00Z", "tiktok.com/@c/video/7300000000000000001"],
  [4, "2026-11-21T10:00:00Z", "https://vm.tiktok.com/ZMabc123"],
  [5, "2026-11-21T10:00:00Z", "https://vm.tiktok.com/ZMabc123"],
  [6, "2026-11-21T10:00:00Z", "https://m.tiktok.com/@d/video/7300000000000000002#x"],
];

async function checkBackfill(sql: SqlExecutor) {
  const migrations = await readMigrations();
  const at = migrations.findIndex((m) => m.name.endsWith(MIGRATION));
  expect(at).toBeGreaterThan(0);
  await applyMigrations(sql, migrations.slice(0, at));
  for (const [n, createdAt, link] of CLAIMS) {
    const user = `00000000-0000-4000-8000-00000000000${n}`;
    const order = `00000000-0000-4000-9000-00000000000${n}`;
    await sql.query(
      `INSERT INTO "users" ("id", "username", "username_key", "password_hash", "updated_at") VALUES ($1, $2, $2, 'x', now())`,
      [user, `u${n}`],
    );
    await sql.query(
      `INSERT INTO "orders" ("id", "user_id", "source", "service_type", "quantity", "link", "updated_at")
       VALUES ($1, $2, 'FREE', 'VIEWS', 1000, $3, now())`,
      [order, user, link],
    );
    await sql.query(
      `INSERT INTO "free_view_claims" ("id", "user_id", "order_id", "tiktok_url", "created_at") VALUES (gen_random_uuid(), $1, $2, $3, $4)`,
      [user, order, link, createdAt],
    );
  }
  await applyMigrations(sql, migrations.slice(0, at + 1));
  const { rows } = await sql.query<{ username: string; video_id: string | null }>(
    `SELECT u."username", c."video_id" FROM "free_view_claims" c JOIN "users" u ON u."id" = c."user_id" ORDER BY u."username"`,
  );
  expect(rows).toEqual([
    { username: "u1", video_id: null },
    // The earliest claim of the video keeps it.
    { username: "u2", video_id: "7300000000000000001" },
    { username: "u3", video_id: null },
    { username: "u4", video_id: null },
    { username: "u5", video_id: null },
    { username: "u6", video_id: "7300000000000000002" },
  ]);
  // From now on the database refuses a second claim of a video.
  await expect(
    sql.query(`UPDATE "free_view_claims" SET "video_id" = '7300000000000000002' WHERE "video_id" IS NULL`),
  ).rejects.toThrow(/free_view_claims_video_id_key/);
}

describe(`migration ${MIGRATION}`, () => {
  it("gives existing claims their video id (embedded)", async () => {
    const pg = await emptyPGlite();
    try {
      await checkBackfill(pg);
    } finally {
      await pg.close();
    }
  });

  const url = process.env.TEST_DATABASE_URL;
  (url ? it : it.skip)("gives existing claims their video id (PostgreSQL)", async () => {
    const client = new Client({ connectionString: url });
    await client.connect();
    const schema = `test_${process.env.TEST_RUN_ID ?? "local"}_video_id_migration`;
    try {
      await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await client.query(`CREATE SCHEMA "${schema}"`);
      await client.query(`SET search_path TO "${schema}"`);
      await checkBackfill({
        query: <T>(sql: string, params?: unknown[]) => client.query(sql, params).then((r) => ({ rows: r.rows as T[] })),
        exec: (sql: string) => client.query(sql),
      });
    } finally {
      await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await client.end();
    }
  });
});
