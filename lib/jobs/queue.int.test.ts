import { z } from "zod";

import { db, transaction } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { manualClock } from "@/test/support/clock";
import { resetDb } from "@/test/support/db";
import { waitFor } from "@/test/support/processes";

import {
  DEFAULT_LEASE_MS,
  WORKER_STALE_MS,
  claimNext,
  completeJob,
  defineJob,
  enqueue,
  recordHeartbeat,
  rescheduleJob,
  startWorker,
} from ".";

beforeEach(() => resetDb());

describe("job queue", () => {
  it("commits a job with its transaction, or not at all", async () => {
    await transaction(async (tx) => {
      await enqueue(tx, "t.kept", { n: 1 });
    });
    await expect(
      transaction(async (tx) => {
        await enqueue(tx, "t.rolled-back", { n: 2 });
        throw new Error("the order could not be saved");
      }),
    ).rejects.toThrow();
    expect((await db.job.findMany()).map((j) => j.type)).toEqual(["t.kept"]);
  });

  it("queues one job per dedupe key", async () => {
    expect(await enqueue(db, "t.once", {}, { dedupeKey: "once:1" })).toBe(true);
    expect(await enqueue(db, "t.once", {}, { dedupeKey: "once:1" })).toBe(false);
    expect(await db.job.count()).toBe(1);
  });

  it("gives ten concurrent claimers ten different jobs", async () => {
    for (let i = 0; i < 10; i++) await enqueue(db, "t.claim", { i });
    const claimed = await Promise.all(Array.from({ length: 12 }, () => claimNext(["t.claim"])));
    const ids = claimed.filter((c) => c !== null).map((c) => String(c.id));
    expect(ids).toHaveLength(10);
    expect(new Set(ids).size).toBe(10);
  });

  it("takes a crashed worker's job again after its lease, and only the new holder may finish it", async () => {
    await enqueue(db, "t.lease", {});
    const t0 = new Date();
    const first = await claimNext(["t.lease"], { leaseMs: 60_000, now: t0 });
    expect(first).not.toBeNull();
    expect(await claimNext(["t.lease"], { now: new Date(t0.getTime() + 30_000) })).toBeNull();
    const second = await claimNext(["t.lease"], { now: new Date(t0.getTime() + 61_000) });
    expect(second?.id).toBe(first!.id);
    expect(second?.attempt).toBe(2);
    expect(await completeJob(first!)).toBe(false);
    expect(await completeJob(second!)).toBe(true);
    expect((await db.job.findFirstOrThrow()).status).toBe("DONE");
  });

  it("is DEAD after its last attempt, kept with the error", async () => {
    await enqueue(db, "t.dead", {}, { maxAttempts: 2 });
    const a = await claimNext(["t.dead"]);
    expect(await rescheduleJob(a!, { error: "panel down", runAt: new Date(0) })).toBe("retry");
    const b = await claimNext(["t.dead"]);
    expect(await rescheduleJob(b!, { error: "panel still down", runAt: new Date(0) })).toBe("dead");
    expect(await db.job.findFirstOrThrow()).toMatchObject({ status: "DEAD", lastError: "panel still down" });
  });

  it("runs handlers in a worker: success, retry with backoff, permanent failure, snooze", async () => {
    const seen: string[] = [];
    const job = defineJob({
      type: "t.worker",
      schema: z.object({ mode: z.enum(["ok", "flaky", "permanent", "snooze"]) }),
      maxAttempts: 3,
      async run({ mode }, { attempt }) {
        seen.push(`${mode}:${attempt}`);
        if (mode === "flaky" && attempt === 1) throw new AppError("UPSTREAM", "try again", { retryAfterSeconds: 0 });
        if (mode === "permanent") throw new AppError("BAD_REQUEST", "never works");
        if (mode === "snooze" && attempt === 1 && !seen.includes("snoozed")) {
          seen.push("snoozed");
          return { snoozeMs: 0, reason: "paused" };
        }
      },
    });
    for (const mode of ["ok", "flaky", "permanent", "snooze"] as const) await job.enqueue(db, { mode });
    const quiet = { info: () => {}, warn: () => {}, error: () => {} };
    const worker = startWorker([job], { concurrency: 2, pollMs: 20, log: quiet });
    try {
      await worker.drain();
    } finally {
      await worker.stop();
    }
    const jobs = await db.job.findMany({ orderBy: { id: "asc" } });
    expect(jobs.map((j) => [j.status, j.attempts])).toEqual([
      ["DONE", 1],
      ["DONE", 2],
      ["DEAD", 1],
      ["DONE", 1],
    ]);
    expect(jobs[2]!.lastError).toBe("never works");
    expect(seen).toEqual(expect.arrayContaining(["ok:1", "flaky:1", "flaky:2", "permanent:1", "snooze:1"]));
  });

  it("keeps a long job's lease while it runs, and stops a job whose lease was taken over", async () => {
    const quiet = { info: () => {}, warn: () => {}, error: () => {} };
    const clock = manualClock();
    let runs = 0;
    let finishLongJob = () => {};
    let stoppedBecause: unknown = null;
    const long = defineJob({
      type: "t.long",
      schema: z.object({ steal: z.boolean() }),
      async run({ steal }, { signal }) {
        runs++;
        if (!steal) return new Promise<void>((resolve) => (finishLongJob = resolve));
        await new Promise<void>((resolve) => signal.addEventListener("abort", () => resolve(), { once: true }));
        stoppedBecause = signal.reason;
      },
    });
    const job = async () => db.job.findFirstOrThrow({ where: { type: "t.long" }, orderBy: { id: "desc" } });
    const t0 = clock.now().getTime();
    // The lease is reckoned on the clock (300 ms of it); the heartbeat runs every 100 ms of real time.
    await long.enqueue(db, { steal: false }, { runAt: clock.now() });
    const worker = startWorker([long], { leaseMs: 300, pollMs: 20, graceMs: 100, log: quiet, now: clock.now });
    try {
      await waitFor(async () => (await job()).status === "RUNNING", 5_000, "the claim");
      expect((await job()).lockedUntil).toEqual(new Date(t0 + 300));

      clock.advance(250);
      await waitFor(
        async () => (await job()).lockedUntil!.getTime() === t0 + 550,
        5_000,
        "the heartbeat to extend the lease",
      );
      clock.advance(250); // past the first lease, within the extended one
      expect(await claimNext(["t.long"], { now: clock.now() })).toBeNull();
      finishLongJob();
      await worker.drain();
      expect(runs).toBe(1);
      expect(await job()).toMatchObject({ status: "DONE", attempts: 1 });

      await long.enqueue(db, { steal: true }, { runAt: clock.now() });
      await waitFor(async () => (await job()).status === "RUNNING", 5_000, "the second claim");
      await db.job.updateMany({ where: { status: "RUNNING" }, data: { lockedBy: "another-worker" } });
      await waitFor(() => stoppedBecause !== null, 5_000, "the job to be stopped");
      expect(stoppedBecause).toEqual(new Error("lease lost"));
    } finally {
      await worker.stop();
    }
  });

  describe("what a crash costs, and what a slow job does not", () => {
    const quiet = { info: () => {}, warn: () => {}, error: () => {} };
    const SECOND = 1_000;

    it("takes a dead worker's running job again once its heartbeat is stale (20 s), long before its lease ends", async () => {
      const clock = manualClock();
      const t0 = clock.now().getTime();
      await enqueue(db, "t.crash", {}, { runAt: clock.now() });
      // A worker (its heartbeat recorded) takes the job, then dies: no more heartbeats, no release.
      await recordHeartbeat("dead-host:123:abcdef01", clock.now());
      const first = await claimNext(["t.crash"], { workerId: "dead-host:123:abcdef01", now: clock.now() });
      expect(first).not.toBeNull();
      await recordHeartbeat("live-host:456:abcdef02", clock.now());
      const takenAt: number[] = [];
      // Another worker looks every second of the clock.
      for (let s = 1; s <= 120 && takenAt.length === 0; s++) {
        clock.advance(SECOND);
        await recordHeartbeat("live-host:456:abcdef02", clock.now());
        const job = await claimNext(["t.crash"], { workerId: "live-host:456:abcdef02", now: clock.now() });
        if (job) {
          takenAt.push(clock.now().getTime() - t0);
          expect(job).toMatchObject({ id: first!.id, attempt: 2 });
          expect(await completeJob(job)).toBe(true);
        }
      }
      expect(takenAt).toEqual([WORKER_STALE_MS + SECOND]);
      expect(WORKER_STALE_MS).toBeLessThan(DEFAULT_LEASE_MS);
      expect(await completeJob(first!)).toBe(false);
    });

    it("never claims again a job it is running itself, when its own heartbeat looks stale (a stalled process)", async () => {
      const clock = manualClock();
      let slowRuns = 0;
      let quickRuns = 0;
      let finish = () => {};
      const slow = defineJob({
        type: "t.own-slow",
        schema: z.object({}),
        async run() {
          slowRuns++;
          await new Promise<void>((resolve) => (finish = resolve));
        },
      });
      const quick = defineJob({
        type: "t.own-quick",
        schema: z.object({}),
        async run() {
          quickRuns++;
        },
      });
      await slow.enqueue(db, {}, { runAt: clock.now() });
      // One heartbeat at start, the next not before the test ends (a quarter of the 30 s lease, in real time).
      const worker = startWorker([slow, quick], { pollMs: 20, heartbeatMs: 60 * SECOND, log: quiet, now: clock.now });
      try {
        await waitFor(async () => (await db.job.findFirstOrThrow()).status === "RUNNING", 5_000, "the claim");
        // The process stalled: on its own clock its heartbeat is 25 s old (stale), its lease (30 s) still runs.
        clock.advance(25 * SECOND);
        await quick.enqueue(db, {}, { runAt: clock.now() });
        await waitFor(() => quickRuns === 1, 5_000, "the other job");
        // And past the lease too: the job is still this worker's, running here.
        clock.advance(10 * SECOND);
        await quick.enqueue(db, {}, { runAt: clock.now() });
        await waitFor(() => quickRuns === 2, 5_000, "the third job");
        expect(await db.job.findFirstOrThrow({ where: { type: "t.own-slow" } })).toMatchObject({
          status: "RUNNING",
          attempts: 1,
        });
        expect(slowRuns).toBe(1);
        finish();
        await waitFor(
          async () => (await db.job.findFirstOrThrow({ where: { type: "t.own-slow" } })).status === "DONE",
          5_000,
          "the slow job to finish",
        );
      } finally {
        await worker.stop();
      }
    });

    it("never takes a slow job from a live worker: a 5-minute panel call runs once", async () => {
      const clock = manualClock();
      let runs = 0;
      let finish = () => {};
      const slow = defineJob({
        type: "t.slow-call",
        schema: z.object({}),
        async run() {
          runs++;
          await new Promise<void>((resolve) => (finish = resolve));
        },
      });
      await slow.enqueue(db, {}, { runAt: clock.now() });
      // Heartbeats and lease renewals every 50 ms of real time; the clock moves 10 s per step.
      const worker = startWorker([slow], { pollMs: 20, heartbeatMs: 50, log: quiet, now: clock.now });
      const other = startWorker([slow], { pollMs: 20, heartbeatMs: 50, log: quiet, now: clock.now });
      try {
        await waitFor(async () => (await db.job.findFirstOrThrow()).status === "RUNNING", 5_000, "the claim");
        for (let step = 0; step < 30; step++) {
          clock.advance(10 * SECOND);
          const at = clock.now().getTime();
          await waitFor(
            async () =>
              (await db.jobWorker.findMany()).every((w) => w.heartbeatAt.getTime() === at) &&
              (await db.job.findFirstOrThrow()).lockedUntil!.getTime() > at,
            5_000,
            "the heartbeats and the lease to catch up with the clock",
          );
          expect(await claimNext(["t.slow-call"], { workerId: "third", now: clock.now() })).toBeNull();
        }
        finish();
        await waitFor(async () => (await db.job.findFirstOrThrow()).status === "DONE", 5_000, "the end");
        expect(runs).toBe(1);
        expect(await db.job.findFirstOrThrow()).toMatchObject({ status: "DONE", attempts: 1 });
      } finally {
        await Promise.all([worker.stop(), other.stop()]);
      }
      expect(await db.jobWorker.count()).toBe(0); // both left the list when they stopped
    });
  });
});
