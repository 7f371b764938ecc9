// A job worker in its own process, for tests that need real processes (three
// workers racing, a worker killed with SIGKILL mid-call). Runs the submission
// job against the PostgreSQL schema and panel given in its environment;
// prints "ready" once it polls. Started with tsx by test/support/processes.ts.
import { submitItemJob } from "@/lib/fulfilment";
import { startWorker } from "@/lib/jobs";

const concurrency = Number(process.env.CHILD_CONCURRENCY ?? 4);
startWorker([submitItemJob], {
  concurrency,
  pollMs: 50,
  log: { info: () => {}, warn: () => {}, error: (...a: unknown[]) => console.error(...a) },
});
console.log("ready");
