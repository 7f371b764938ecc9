// Runs once when a server process starts: validate the configuration (a bad one
// stops the process with a readable message) and open the database, which in
// embedded mode applies pending migrations before the first request; then start
// the periodic background tasks (sweepers).
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  const { envOrExit } = await import("@/lib/env");
  const config = envOrExit();
  const { getDb } = await import("@/lib/db");
  await getDb().$queryRaw`SELECT 1`;
  const { startBackgroundTasks } = await import("@/lib/background");
  startBackgroundTasks();
  console.log(
    `[store] database: ${config.DATABASE_URL ? "PostgreSQL" : "embedded (PGlite)"}; payments: ${config.PAYMENT_PROVIDER}; fulfilment: ${config.FULFILMENT_PROVIDER}`,
  );
}
