// The server's start (instrumentation.ts calls it, on Node only). Runs once when a server process starts: refuse requests Next cannot
// represent (lib/http/gate.ts), validate the configuration (a bad one stops
// the process with a readable message; risky but allowed settings are logged
// as warnings), record each request's connection address (the client for
// per-client limits without a proxy) and open the database, which in
// embedded mode applies pending migrations before the first request (and answers
// operator commands on its control socket); then start
// the periodic background tasks (sweepers) and, unless JOBS_IN_WEB=false, the
// job worker (fulfilment, refunds, ad events); and, in production, warm the
// request path with a few hundred requests to /api/health.
export async function startServer() {
  // Requests Next cannot represent (TRACE, undecodable paths) are refused before
  // it sees them, with the headers next.config.ts sends (the same build-time settings).
  const { installGate } = await import("@/lib/http");
  const { securityHeaders } = await import("@/lib/security");
  const production = process.env.NODE_ENV === "production";
  installGate(
    securityHeaders({ pixel: Boolean(process.env.STORE_BUILD_TIKTOK_PIXEL_ID), dev: !production, production }),
  );
  const { envOrExit, riskySettingsWarnings } = await import("@/lib/env");
  const config = envOrExit();
  const { logger } = await import("@/lib/log");
  const log = logger("store");
  const { buildSettingsWarnings } = await import("@/lib/env/contract");
  for (const warning of [...buildSettingsWarnings(config), ...riskySettingsWarnings(config)]) log.warn(warning);
  // Each request carries its connection's address from here on (per-client limits: lib/security/client-ip.ts).
  const { recordConnectionAddresses } = await import("@/lib/security");
  recordConnectionAddresses();
  const { getDb, serveEmbeddedControl } = await import("@/lib/db");
  try {
    await getDb().$queryRaw`SELECT 1`;
  } catch (error) {
    // Another process holds the embedded database (a second `npm start`): stop with why.
    // eslint-disable-next-line no-console
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  // Operator commands from other local processes (npm run operator), carried out here.
  const { OPERATOR_COMMANDS } = await import("@/lib/auth");
  await serveEmbeddedControl(OPERATOR_COMMANDS);
  const { startRecordingLandings, trackingConfigWarnings } = await import("@/lib/tracking");
  for (const warning of trackingConfigWarnings(config)) log.warn(warning);
  // The request guard's ad landings, counted for the campaigns report (it hands them over on globalThis).
  startRecordingLandings();
  const { startBackgroundTasks, startJobWorker } = await import("@/lib/worker");
  startBackgroundTasks();
  if (config.JOBS_IN_WEB) startJobWorker();
  // The request path's first few hundred runs, before real traffic pays for them (lib/http/warm-up.ts).
  if (production) {
    const { localOrigin, warmUp } = await import("@/lib/http");
    const origin = localOrigin(process.env.PORT);
    if (origin) void warmUp(origin);
  }
  log.info(
    `database: ${config.DATABASE_URL ? "PostgreSQL" : "embedded (PGlite)"}; payments: ${config.PAYMENT_PROVIDER}; fulfilment: ${config.FULFILMENT_PROVIDER}; ad events: ${config.TIKTOK_ACCESS_TOKEN && config.TIKTOK_PIXEL_ID ? "on" : "off"}`,
  );
}
