// Runs before any module is loaded in an integration test file: points lib/env at
// the test database. Embedded: a fresh in-memory PGlite per test file. PostgreSQL
// (TEST_DATABASE_URL): one schema per run and worker, so runs never collide.
const url = process.env.TEST_DATABASE_URL;
if (url) {
  process.env.DATABASE_URL = url;
  process.env.DATABASE_SCHEMA = `test_${process.env.TEST_RUN_ID ?? "local"}_${process.env.JEST_WORKER_ID ?? "0"}`;
} else {
  delete process.env.DATABASE_URL;
  process.env.PGLITE_DATA_DIR = "memory://";
}
process.env.APP_URL ??= "http://localhost:3000";
process.env.AUTH_SECRET ??= "test-secret-test-secret-test-secret-0123";
