import { Client } from "pg";

/** Drops the schemas this run created on PostgreSQL (none on the embedded database). */
export default async function globalTeardown() {
  const url = process.env.TEST_DATABASE_URL;
  const runId = process.env.TEST_RUN_ID;
  if (!url || !runId || process.env.KEEP_TEST_SCHEMAS) return;
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ nspname: string }>("SELECT nspname FROM pg_namespace WHERE nspname LIKE $1", [
      `test_${runId}_%`,
    ]);
    for (const { nspname } of rows) await client.query(`DROP SCHEMA "${nspname}" CASCADE`);
  } finally {
    await client.end();
  }
}
