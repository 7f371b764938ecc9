import "server-only";

import { db, Prisma } from "@/lib/db";

import { processGone, type ProcessIdentity } from "./liveness";

// The workers' own table (job_workers): each worker's heartbeat and which
// process it is, and the workers of this machine whose process is gone. The
// queue (queue.ts) reads it to decide whose running jobs may be taken again.

/**
 * A worker's heartbeat: alive at `now`. The first one also records which
 * process it is (`thisProcess()`), so a worker of the same process table can
 * tell when it is gone. Workers stale for a day are forgotten in the same
 * call (their jobs were taken long ago).
 */
export async function recordHeartbeat(
  workerId: string,
  now: Date = new Date(),
  identity: ProcessIdentity | null = null,
): Promise<void> {
  await db.$executeRaw`
    INSERT INTO "job_workers" ("id", "heartbeat_at", "started_at", "host_key", "pid", "pid_start")
    VALUES (${workerId}, ${now}, ${now}, ${identity?.hostKey ?? null}, ${identity?.pid ?? null},
            ${identity?.pidStart ?? null})
    ON CONFLICT ("id") DO UPDATE SET "heartbeat_at" = EXCLUDED."heartbeat_at"`;
  await db.$executeRaw`
    DELETE FROM "job_workers" WHERE "heartbeat_at" < ${new Date(now.getTime() - 24 * 60 * 60_000)}`;
}

/**
 * Records as gone every other worker of this process table (`hostKey`) whose
 * process no longer exists (`processGone`): a worker restarted by its
 * supervisor, or killed next to a live one. Their running jobs are then
 * taken at the next claim, without waiting for the stale heartbeat: the dead
 * process cannot be sending anything any more. Workers of other machines,
 * boots or containers are never judged here. Returns how many it recorded.
 */
export async function markGoneWorkers(
  self: { id: string; hostKey: string | null },
  gone: (pid: number, pidStart: string | null) => boolean = processGone,
  now: Date = new Date(),
): Promise<number> {
  if (!self.hostKey) return 0;
  const others = await db.$queryRaw<{ id: string; pid: number | null; pid_start: string | null }[]>`
    SELECT "id", "pid", "pid_start" FROM "job_workers"
    WHERE "host_key" = ${self.hostKey} AND "gone_at" IS NULL AND "id" <> ${self.id}`;
  const dead = others.filter((w) => w.pid !== null && gone(w.pid, w.pid_start)).map((w) => w.id);
  if (dead.length === 0) return 0;
  return db.$executeRaw`
    UPDATE "job_workers" SET "gone_at" = ${now} WHERE "id" IN (${Prisma.join(dead)}) AND "gone_at" IS NULL`;
}
