// npm run worker – a process that only runs background jobs (fulfilment,
// refunds, ad events), for deployments that keep web servers and workers
// apart. Needs PostgreSQL (DATABASE_URL): the embedded database serves one
// process, which is the web server's.
import { envOrExit } from "@/lib/env";
import { getDb } from "@/lib/db";
import { logger } from "@/lib/log";
import { startBackgroundTasks, startJobWorker } from "@/lib/worker";

const log = logger("worker");

async function main() {
  const config = envOrExit();
  if (!config.DATABASE_URL) {
    log.error(
      "npm run worker needs DATABASE_URL (PostgreSQL); with the embedded database the web server runs the jobs.",
    );
    process.exit(1);
  }
  await getDb().$queryRaw`SELECT 1`;
  const worker = startJobWorker();
  // Periodic work is queued from every process (once per time slot), so a
  // deployment whose web servers run no jobs still syncs and checks deadlines.
  startBackgroundTasks();
  log.info("running", { workerId: worker.id });
}

main().catch((error: unknown) => {
  log.error("stopped by an error", { error });
  process.exit(1);
});
