import "server-only";

// The durable job queue: jobs live in PostgreSQL (or the embedded PGlite),
// are claimed with FOR UPDATE SKIP LOCKED under a lease, retried with backoff
// and kept as DEAD for the operator when they run out of attempts.
export { defineJob, type AnyJobDefinition, type JobContext, type JobDefinition, type JobOutcome } from "./define";
export {
  DEFAULT_LEASE_MS,
  WORKER_HEARTBEAT_MS,
  WORKER_STALE_MS,
  backoffMs,
  claimNext,
  completeJob,
  countDue,
  enqueue,
  extendLease,
  forgetWorker,
  killJob,
  releaseJob,
  rescheduleJob,
  retryDeadJob,
  sweepFinishedJobs,
  type ClaimedJob,
  type EnqueueOptions,
} from "./queue";
export { markGoneWorkers, recordHeartbeat } from "./workers";
export { startWorker, type Worker, type WorkerOptions } from "./worker";
