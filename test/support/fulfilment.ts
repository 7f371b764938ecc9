import { ALL_JOBS } from "@/lib/worker";
import { startWorker, type Worker } from "@/lib/jobs";

export const quiet = { info: () => {}, warn: () => {}, error: () => {} };

/** The store's fulfilment jobs (not the payments' refund job, which another room implements). */
export const FULFILMENT_JOBS = ALL_JOBS.filter((j) => j.type.startsWith("fulfilment."));

/** Runs a worker until nothing due is left, then stops it; `now` is its clock (default: real time). */
export async function runJobs(options: { concurrency?: number; now?: () => Date } = {}): Promise<void> {
  const worker: Worker = startWorker(FULFILMENT_JOBS, {
    concurrency: options.concurrency ?? 4,
    pollMs: 20,
    log: quiet,
    now: options.now,
  });
  try {
    await worker.drain();
  } finally {
    await worker.stop();
  }
}
