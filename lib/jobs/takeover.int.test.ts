import { spawn, type ChildProcess } from "node:child_process";

import { z } from "zod";

import { db } from "@/lib/db";
import { resetDb } from "@/test/support/db";
import { stopProcess, waitFor } from "@/test/support/processes";

import { claimNext, completeJob, defineJob, enqueue, markGoneWorkers, recordHeartbeat, startWorker } from ".";
import { identityOf, processGone, thisProcess } from "./liveness";

// A worker killed while it runs jobs, and another worker of the same machine
// (its restart, or the one next to it): the jobs are taken as soon as the
// dead process is provably gone, and never while it still exists. The
// "dead" worker is a real process (a child that does nothing), killed with
// SIGKILL as a supervisor's stop or an out-of-memory kill would.

const quiet = { info: () => {}, warn: () => {}, error: () => {} };
const children: ChildProcess[] = [];

function idleProcess(): ChildProcess {
  const child = spawn(process.execPath, ["-e", "setInterval(() => {}, 1e9)"], { stdio: "ignore" });
  children.push(child);
  return child;
}

beforeEach(() => resetDb());
afterEach(async () => {
  await Promise.all(children.splice(0).map((c) => stopProcess(c, "SIGKILL")));
});

// Linux only (a process table is named by /proc); elsewhere only the stale heartbeat counts.
const onLinux = thisProcess().hostKey !== null ? describe : describe.skip;

onLinux("a worker whose process is gone", () => {
  it("tells a live process, a dead one and a reused pid apart", async () => {
    const child = idleProcess();
    await waitFor(async () => identityOf(child.pid!).pidStart !== null, 5_000, "the child to start");
    const { pid, pidStart } = identityOf(child.pid!);
    expect(processGone(pid, pidStart)).toBe(false);
    // The same pid with another start time is another process: the worker's own is gone.
    expect(processGone(pid, "1")).toBe(true);
    // Nothing can be proved without the start time.
    expect(processGone(pid, null)).toBe(false);
    await stopProcess(child, "SIGKILL");
    expect(processGone(pid, pidStart)).toBe(true);
    // This process is never gone to itself (two workers in one process).
    expect(processGone(process.pid, thisProcess().pidStart)).toBe(false);
  });

  it("is taken over by a restarted worker within seconds, and not while it still runs", async () => {
    const child = idleProcess();
    await waitFor(async () => identityOf(child.pid!).pidStart !== null, 5_000, "the child to start");
    const deadId = `this-host:${child.pid}:dead0001`;
    // The old worker records itself, claims a job under a 30 s lease, heartbeat fresh.
    await recordHeartbeat(deadId, new Date(), identityOf(child.pid!));
    await enqueue(db, "t.takeover", { n: 1 });
    const held = await claimNext(["t.takeover"], { workerId: deadId });
    expect(held).not.toBeNull();

    const runs: number[] = [];
    const job = defineJob({
      type: "t.takeover",
      schema: z.object({ n: z.number() }),
      async run(_, { attempt }) {
        runs.push(attempt);
      },
    });
    const worker = startWorker([job], { pollMs: 100, log: quiet });
    try {
      // While the old process exists, its job stays its own (it may be calling the panel).
      await new Promise((r) => setTimeout(r, 1_500));
      expect(runs).toEqual([]);
      expect(await db.job.findFirstOrThrow()).toMatchObject({ status: "RUNNING", lockedBy: held!.token });
      expect((await db.jobWorker.findUniqueOrThrow({ where: { id: deadId } })).goneAt).toBeNull();

      await stopProcess(child, "SIGKILL");
      const killedAt = Date.now();
      await waitFor(async () => (await db.job.findFirstOrThrow()).status === "DONE", 10_000, "the takeover");
      // Well inside the 20 s stale-heartbeat rule and the 30 s lease.
      expect(Date.now() - killedAt).toBeLessThan(5_000);
      expect(runs).toEqual([2]);
      expect((await db.jobWorker.findUniqueOrThrow({ where: { id: deadId } })).goneAt).not.toBeNull();
      // The dead worker's token no longer finishes anything.
      expect(await completeJob(held!)).toBe(false);
    } finally {
      await worker.stop();
    }
  });

  it("judges only workers of its own process table", async () => {
    const child = idleProcess();
    await waitFor(async () => identityOf(child.pid!).pidStart !== null, 5_000, "the child to start");
    const identity = identityOf(child.pid!);
    // The same pid on another machine (or boot, or container) says nothing about this one's.
    const elsewhere = { ...identity, hostKey: "another-boot/pid:[4026531836]" };
    await recordHeartbeat("other-host:1:abcdef01", new Date(), elsewhere);
    await enqueue(db, "t.elsewhere", {});
    expect(await claimNext(["t.elsewhere"], { workerId: "other-host:1:abcdef01" })).not.toBeNull();
    // A worker that recorded no identity cannot be judged either.
    await recordHeartbeat("no-identity:2:abcdef02", new Date());
    await enqueue(db, "t.elsewhere", {});
    expect(await claimNext(["t.elsewhere"], { workerId: "no-identity:2:abcdef02" })).not.toBeNull();
    await stopProcess(child, "SIGKILL");

    const self = { id: "live:3:abcdef03", hostKey: thisProcess().hostKey };
    expect(await markGoneWorkers(self)).toBe(0);
    expect(await claimNext(["t.elsewhere"], { workerId: self.id })).toBeNull();
    expect(await db.jobWorker.count({ where: { goneAt: { not: null } } })).toBe(0);
  });
});
