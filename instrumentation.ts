// Runs once when a server process starts: validate the configuration (a bad one
// stops the process with a readable message) and open the database, which in
// embedded mode applies pending migrations before the first request; then start
// the periodic background tasks (sweepers).
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  const { env } = await import("@/lib/env");
  let config: ReturnType<typeof env>;
  try {
    config = env();
  } catch (error) {
    // Serving every request with a 500 would hide the cause; stop instead.
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  const { getDb } = await import("@/lib/db");
  await getDb().$queryRaw`SELECT 1`;
  const { startBackgroundTasks } = await import("@/lib/background");
  startBackgroundTasks();
  console.log(
    `[store] database: ${config.DATABASE_URL ? "PostgreSQL" : "embedded (PGlite)"}; payments: ${config.PAYMENT_PROVIDER}; fulfilment: ${config.FULFILMENT_PROVIDER}`,
  );
}
