import { ALL_JOBS } from "@/lib/worker";
import { startWorker, type Worker } from "@/lib/jobs";

export const quiet = { info: () => {}, warn: () => {}, error: () => {} };

/** The store's fulfilment jobs (not the payments' refund job, which another room implements). */
export const FULFILMENT_JOBS = ALL_JOBS.filter((j) => j.type.startsWith("fulfilment."));

/** Runs a worker until nothing due is left, then stops it. */
export async function runJobs(options: { concurrency?: number } = {}): Promise<void> {
  const worker: Worker = startWorker(FULFILMENT_JOBS, {
    concurrency: options.concurrency ?? 4,
    pollMs: 20,
    log: quiet,
  });
  try {
    await worker.drain();
  } finally {
    await worker.stop();
  }
}
