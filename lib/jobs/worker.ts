import "server-only";

import { randomUUID } from "node:crypto";
import { hostname } from "node:os";

import { isAppError } from "@/lib/errors";
import { logger, type Logger } from "@/lib/log";

import type { AnyJobDefinition, JobContext, JobOutcome } from "./define";
import {
  DEFAULT_LEASE_MS,
  backoffMs,
  claimNext,
  completeJob,
  countDue,
  extendLease,
  forgetWorker,
  killJob,
  onEnqueue,
  releaseJob,
  rescheduleJob,
  WORKER_HEARTBEAT_MS,
  WORKER_STALE_MS,
  type ClaimedJob,
} from "./queue";
import { markGoneWorkers, recordHeartbeat } from "./workers";
import { thisProcess } from "./liveness";

export interface WorkerOptions {
  /** Jobs run at once by this worker. */
  concurrency?: number;
  /** Poll interval when idle (an enqueue in this process wakes it at once). */
  pollMs?: number;
  leaseMs?: number;
  /** How often this worker records that it is alive and renews its leases (real time; WORKER_HEARTBEAT_MS). */
  heartbeatMs?: number;
  /** Another worker's heartbeat older than this (on `now`) means it died: its jobs are taken (WORKER_STALE_MS). */
  staleMs?: number;
  /** On stop: how long running jobs may take to finish before they are handed back. */
  graceMs?: number;
  log?: Pick<Logger, "info" | "warn" | "error">;
  /** The time leases and retries are reckoned in (tests pass a clock they move by hand). */
  now?: () => Date;
}

export interface Worker {
  readonly id: string;
  /** Stops claiming, waits for running jobs (up to the grace time), hands back the rest. */
  stop(): Promise<void>;
  /** Resolves when nothing is running and nothing due is left (tests). */
  drain(): Promise<void>;
}

/**
 * Runs jobs of the given definitions until stopped. Claim, commit, run, then
 * record the outcome: no transaction is ever held while a job calls out.
 */
export function startWorker(definitions: readonly AnyJobDefinition[], options: WorkerOptions = {}): Worker {
  const concurrency = options.concurrency ?? 4;
  const pollMs = options.pollMs ?? 1_000;
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const graceMs = options.graceMs ?? 8_000;
  const log = options.log ?? logger("jobs");
  const heartbeatMs = options.heartbeatMs ?? WORKER_HEARTBEAT_MS;
  const staleMs = options.staleMs ?? WORKER_STALE_MS;
  const now = options.now ?? (() => new Date());
  // Short enough that a lease token (`<id>:<uuid>`) keeps the whole id in its 100 characters.
  const id = `${hostname().slice(0, 40)}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const byType = new Map(
    definitions.map((d) => [
      d.type,
      d as { run: (p: unknown, c: JobContext) => Promise<void | JobOutcome> } & AnyJobDefinition,
    ]),
  );
  const types = [...byType.keys()];
  const identity = thisProcess();

  const running = new Map<bigint, { job: ClaimedJob; done: Promise<void>; abort: AbortController }>();
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let pumping = false;
  let idleWaiters: (() => void)[] = [];

  async function runOne(job: ClaimedJob, abort: AbortController): Promise<void> {
    const definition = byType.get(job.type);
    if (!definition) {
      await killJob(job, `no handler for job type ${job.type}`);
      return;
    }
    const payload = definition.schema.safeParse(job.payload);
    if (!payload.success) {
      log.error(`${job.type} #${job.id}: bad payload`, { error: payload.error.message });
      await killJob(job, `bad payload: ${payload.error.message}`);
      return;
    }
    let outcome: void | JobOutcome;
    try {
      outcome = await definition.run(payload.data, {
        jobId: job.id,
        attempt: job.attempt,
        maxAttempts: job.maxAttempts,
        signal: abort.signal,
      });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (isAppError(error) && !error.retryable) {
        log.error(`${job.type} #${job.id} failed for good: ${message}`);
        await killJob(job, message);
        return;
      }
      const delay =
        isAppError(error) && error.retryAfterSeconds !== undefined
          ? error.retryAfterSeconds * 1000
          : backoffMs(job.attempt);
      const result = await rescheduleJob(job, { error: message, runAt: new Date(now().getTime() + delay) });
      if (result === "dead") log.error(`${job.type} #${job.id} is DEAD after ${job.attempt} attempts: ${message}`);
      else log.warn(`${job.type} #${job.id} attempt ${job.attempt} failed, retrying: ${message}`);
      return;
    }
    if (outcome?.snoozeMs !== undefined) {
      await rescheduleJob(job, {
        snooze: true,
        error: outcome.reason,
        runAt: new Date(now().getTime() + outcome.snoozeMs),
      });
      return;
    }
    if (!(await completeJob(job))) log.warn(`${job.type} #${job.id} finished after its lease was lost`);
  }

  async function pump(): Promise<void> {
    if (pumping || stopped) return;
    pumping = true;
    try {
      while (!stopped && running.size < concurrency) {
        // A job this worker runs is never claimed by it again: when its own
        // heartbeat looked stale (the process stalled past WORKER_STALE_MS) it
        // once re-claimed its running job in a tight loop, thousands of times.
        const job = await claimNext(types, {
          leaseMs,
          workerId: id,
          now: now(),
          staleMs,
          running: [...running.keys()],
        });
        if (!job) break;
        const abort = new AbortController();
        const done = runOne(job, abort)
          .catch((error: unknown) => log.error(`${job.type} #${job.id}: could not record the outcome`, { error }))
          .finally(() => {
            running.delete(job.id);
            void pump();
          });
        running.set(job.id, { job, done, abort });
        // Back to the event loop between claims: timers (the heartbeat) and
        // signals (SIGTERM) run even while claims follow each other, which on
        // the embedded database resolve without ever leaving the microtask queue.
        await new Promise<void>((resolve) => setImmediate(resolve));
      }
    } catch (error) {
      log.error("claiming failed", { error });
    } finally {
      pumping = false;
    }
    if (running.size === 0) {
      const waiters = idleWaiters;
      idleWaiters = [];
      for (const w of waiters) w();
    }
  }

  // One heartbeat, every WORKER_HEARTBEAT_MS (or a quarter of the lease if
  // shorter): this worker records that it is alive, which lets the others
  // take its jobs within WORKER_STALE_MS when it dies instead of after their
  // leases, and renews the lease of every job it runs, so a slow job is never
  // taken from a live worker however long it runs. A job whose lease was lost
  // (this process stalled, or was taken for dead, and another worker took
  // the job) is told to stop.
  const beat = () =>
    recordHeartbeat(id, now(), identity).catch((error: unknown) =>
      log.warn("could not record the heartbeat", { error }),
    );
  // Before claiming (at start and at every poll, at most twice a second):
  // workers of this process table whose process is gone are recorded as
  // such, so their jobs are taken now rather than when their heartbeat goes
  // stale. A restarted worker takes over its predecessor's jobs at once.
  let lastReap = 0;
  const reap = async () => {
    if (!identity.hostKey || Date.now() - lastReap < 500) return;
    lastReap = Date.now();
    try {
      const gone = await markGoneWorkers({ id, hostKey: identity.hostKey }, undefined, now());
      if (gone > 0) log.warn(`${gone} worker(s) on this machine stopped without handing back their jobs; taking them`);
    } catch (error) {
      log.warn("could not look for stopped workers", { error });
    }
  };
  const heartbeat = setInterval(
    () => {
      void beat();
      for (const r of running.values()) {
        extendLease(r.job, leaseMs, now())
          .then((kept) => {
            if (kept || r.abort.signal.aborted) return;
            log.warn(`${r.job.type} #${r.job.id} lost its lease; stopping it`);
            r.abort.abort(new Error("lease lost"));
          })
          .catch((error: unknown) => log.warn(`could not extend the lease of #${r.job.id}`, { error }));
      }
    },
    Math.max(50, Math.min(heartbeatMs, Math.floor(leaseMs / 4))),
  );
  heartbeat.unref();

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      void reap()
        .then(() => pump())
        .finally(schedule);
    }, pollMs);
    timer.unref();
  };
  const unsubscribe = onEnqueue(() => void pump());
  // The first claim waits for the first heartbeat: a job is never held by a worker nobody has heard of.
  void beat()
    .then(() => reap())
    .then(() => pump())
    .finally(schedule);

  return {
    id,
    async stop() {
      stopped = true;
      unsubscribe();
      if (timer) clearTimeout(timer);
      const all = [...running.values()];
      const finished = Promise.all(all.map((r) => r.done));
      const late = await Promise.race([
        finished.then(() => false),
        new Promise<boolean>((r) => setTimeout(() => r(true), graceMs).unref()),
      ]);
      clearInterval(heartbeat);
      if (late) {
        for (const r of running.values()) {
          r.abort.abort();
          if (await releaseJob(r.job)) log.warn(`${r.job.type} #${r.job.id} handed back at shutdown`);
        }
      }
      await forgetWorker(id).catch((error: unknown) => log.warn("could not remove the heartbeat", { error }));
    },
    async drain() {
      for (;;) {
        await pump();
        if (running.size === 0 && (await countDue(types, now(), staleMs)) === 0) return;
        await Promise.all([...running.values()].map((r) => r.done));
        await new Promise((r) => setTimeout(r, 5));
      }
    },
  };
}
