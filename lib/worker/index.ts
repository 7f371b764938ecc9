import "server-only";

// What a process runs in the background: the job worker (every job type the
// store defines, claimed from the durable queue in lib/jobs) and the periodic
// tasks that sweep old rows and queue the recurring checks.

import { env } from "@/lib/env";
import { enqueueStartupChecks } from "@/lib/fulfilment";
import { startWorker, type Worker } from "@/lib/jobs";
import { logger } from "@/lib/log";

import { ALL_JOBS } from "./jobs";

const log = logger("jobs");

export { ALL_JOBS } from "./jobs";
export { startBackgroundTasks } from "./periodic";

const shared = globalThis as typeof globalThis & { __storeWorker?: Worker };

/**
 * Starts this process's job worker once (web server start-up with
 * JOBS_IN_WEB, or `npm run worker`), and stops it gracefully on SIGTERM and
 * SIGINT: no new claims, running jobs finish or are handed back within a few
 * seconds.
 */
export function startJobWorker(): Worker {
  if (shared.__storeWorker) return shared.__storeWorker;
  const worker = startWorker(ALL_JOBS, { concurrency: env().JOBS_CONCURRENCY });
  shared.__storeWorker = worker;
  // The panel's services are checked when a worker starts (a clear warning
  // when one is missing or too narrow), and its balance read for the console.
  enqueueStartupChecks().catch((error: unknown) => log.error("could not queue the start-up checks", { error }));
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal}: stopping the worker`);
    void worker.stop().finally(() => {
      // Next's own handler ends the web server; a stand-alone worker ends here.
      if (process.listenerCount(signal) <= 1) process.exit(0);
    });
  };
  process.once("SIGTERM", stop);
  process.once("SIGINT", stop);
  return worker;
}
