import { Client } from "pg";

import { applyMigrations, readMigrations, type SqlExecutor } from "@/lib/db/migrate";
import { emptyPGlite } from "@/test/support/pglite-snapshots";

// The migration that gives every stored video id one form (no leading zeros):
// links are rewritten, and of two claims of one video under two spellings the
// earliest keeps the video id, so the once-per-video rule holds from now on.

const MIGRATION = "canonical_video_ids";

const CLAIMS: [user: number, createdAt: string, link: string, videoId: string | null][] = [
  [1, "2026-11-20T10:00:00Z", "https://www.tiktok.com/@a/video/7300000000000000777", "7300000000000000777"],
  [2, "2026-11-20T11:00:00Z", "https://www.tiktok.com/@b/video/07300000000000000777", "07300000000000000777"],
  [3, "2026-11-21T09:00:00Z", "https://www.tiktok.com/@c/video/00888", "00888"],
  [4, "2026-11-21T10:00:00Z", "https://www.tiktok.com/@d/video/888", "888"],
  [5, "2026-11-21T10:00:00Z", "https://vm.tiktok.com/ZM0123/", null],
];

async function checkRewrite(sql: SqlExecutor) {
  const migrations = await readMigrations();
  const at = migrations.findIndex((m) => m.name.endsWith(MIGRATION));
  expect(at).toBeGreaterThan(0);
  await applyMigrations(sql, migrations.slice(0, at));
  for (const [n, createdAt, link, videoId] of CLAIMS) {
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
      `INSERT INTO "free_view_claims" ("id", "user_id", "order_id", "tiktok_url", "video_id", "created_at") VALUES (gen_random_uuid(), $1, $2, $3, $4, $5)`,
      [user, order, link, videoId, createdAt],
    );
  }
  await sql.query(
    `INSERT INTO "sim_panel_orders" ("service", "link", "quantity", "start_count", "charge") VALUES ('1', $1, 1000, 0, '0.1')`,
    ["https://www.tiktok.com/@b/video/07300000000000000777"],
  );
  await applyMigrations(sql, migrations.slice(0, at + 1));
  const { rows } = await sql.query<{ username: string; video_id: string | null; tiktok_url: string; link: string }>(
    `SELECT u."username", c."video_id", c."tiktok_url", o."link" FROM "free_view_claims" c
     JOIN "users" u ON u."id" = c."user_id" JOIN "orders" o ON o."id" = c."order_id" ORDER BY u."username"`,
  );
  const b = "https://www.tiktok.com/@b/video/7300000000000000777";
  expect(rows).toEqual([
    { username: "u1", video_id: "7300000000000000777", tiktok_url: CLAIMS[0]![2], link: CLAIMS[0]![2] },
    // The later claim of the same video keeps no id; its links are rewritten.
    { username: "u2", video_id: null, tiktok_url: b, link: b },
    // The earliest claim keeps the id, now in its one form.
    {
      username: "u3",
      video_id: "888",
      tiktok_url: "https://www.tiktok.com/@c/video/888",
      link: "https://www.tiktok.com/@c/video/888",
    },
    { username: "u4", video_id: null, tiktok_url: CLAIMS[3]![2], link: CLAIMS[3]![2] },
    // A short link's code is no video id: unchanged.
    { username: "u5", video_id: null, tiktok_url: CLAIMS[4]![2], link: CLAIMS[4]![2] },
  ]);
  const sim = await sql.query<{ link: string }>(`SELECT "link" FROM "sim_panel_orders"`);
  expect(sim.rows).toEqual([{ link: b }]);
  // The database still refuses a second claim of a video.
  await expect(sql.query(`UPDATE "free_view_claims" SET "video_id" = '888' WHERE "video_id" IS NULL`)).rejects.toThrow(
    /free_view_claims_video_id_key/,
  );
}

describe(`migration ${MIGRATION}`, () => {
  it("gives every stored video id one form (embedded)", async () => {
    const pg = await emptyPGlite();
    try {
      await checkRewrite(pg);
    } finally {
      await pg.close();
    }
  });

  const url = process.env.TEST_DATABASE_URL;
  (url ? it : it.skip)("gives every stored video id one form (PostgreSQL)", async () => {
    const client = new Client({ connectionString: url });
    await client.connect();
    const schema = `test_${process.env.TEST_RUN_ID ?? "local"}_canonical_video_ids`;
    try {
      await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await client.query(`CREATE SCHEMA "${schema}"`);
      await client.query(`SET search_path TO "${schema}"`);
      await checkRewrite({
        query: <T>(sql: string, params?: unknown[]) => client.query(sql, params).then((r) => ({ rows: r.rows as T[] })),
        exec: (sql: string) => client.query(sql),
      });
    } finally {
      await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await client.end();
    }
  });
});
