import { ensureSnapshots } from "../support/pglite-snapshots";

/**
 * The integration project's databases: on the embedded database, every test
 * file's in-memory PGlite starts from one migrated dump made here once
 * (test/support/pglite-snapshots.ts), not from its own initialisation and
 * migration run. Workers inherit PGLITE_SEED from this process.
 */
export default async function integrationGlobalSetup() {
  if (process.env.TEST_DATABASE_URL) return;
  process.env.PGLITE_SEED = (await ensureSnapshots()).migrated;
}
