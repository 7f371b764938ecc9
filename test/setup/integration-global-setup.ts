import { ensureSnapshots } from "../support/pglite-snapshots";

/**
 * The integration project's databases: on the embedded database, every test
 * file's in-memory PGlite starts from one migrated dump made here once
 * (test/support/pglite-snapshots.ts), not from its own initialisation and
 * migration run. Workers inherit PGLITE_SEED from this process.
 */
export default async function integrationGlobalSetup() {
  // Made on PostgreSQL runs too: the migration tests start their PGlite from the empty dump.
  const { migrated } = await ensureSnapshots();
  if (!process.env.TEST_DATABASE_URL) process.env.PGLITE_SEED = migrated;
}
