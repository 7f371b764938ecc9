import "server-only";

import { randomUUID } from "node:crypto";

import { db, Prisma, transaction, type Tx } from "@/lib/db";

/**
 * How long a claimed job is its worker's; after that a job whose worker
 * stopped renewing it is taken again. The worker renews it with every
 * heartbeat while the job runs, however long the job takes
 * (docs/fulfilment.md#jobs).
 */
export const DEFAULT_LEASE_MS = 30_000;
/** How often a live worker records its heartbeat (job_workers) and renews its leases. */
export const WORKER_HEARTBEAT_MS = 5_000;
/**
 * A worker whose heartbeat is older than this is dead: its running jobs are
 * taken again at once, without waiting for their leases. Four missed
 * heartbeats: a busy event loop or a slow database write is not a death.
 * A worker whose process is provably gone is not waited for
 * (`markGoneWorkers`).
 */
export const WORKER_STALE_MS = 20_000;
export const DEFAULT_MAX_ATTEMPTS = 10;

export interface EnqueueOptions {
  /** One unit of work, one job: a second enqueue with the same key is a no-op. */
  dedupeKey?: string;
  runAt?: Date;
  maxAttempts?: number;
}

export interface ClaimedJob {
  id: bigint;
  type: string;
  payload: unknown;
  /** 1 on the first run. */
  attempt: number;
  maxAttempts: number;
  /** The lease token: only its holder may finish the job. */
  token: string;
}

/**
 * Adds a job. Pass the caller's transaction so the job commits (or not) with
 * the work that needs it: an order and its fulfilment job exist together or
 * not at all. Returns false when a job with the same dedupe key already exists.
 */
export async function enqueue(
  client: Tx | typeof db,
  type: string,
  payload: unknown,
  options: EnqueueOptions = {},
): Promise<boolean> {
  const rows = await client.$queryRaw<{ id: bigint }[]>`
    INSERT INTO "jobs" ("type", "payload", "dedupe_key", "run_at", "max_attempts", "updated_at")
    VALUES (${type}, ${JSON.stringify(payload ?? null)}::jsonb, ${options.dedupeKey ?? null},
            ${options.runAt ?? new Date()}, ${options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS}, now())
    ON CONFLICT ("dedupe_key") DO NOTHING
    RETURNING "id"`;
  if (rows.length > 0) wakeWorkers();
  return rows.length > 0;
}

/**
 * Takes the next due job of the given types in one statement: a queued job
 * whose time has come, or a running one whose lease ran out (its worker
 * died). SKIP LOCKED lets many workers on many instances claim at once
 * without ever taking the same job.
 */
export async function claimNext(
  types: readonly string[],
  options: {
    leaseMs?: number;
    workerId?: string;
    now?: Date;
    staleMs?: number;
    /** The jobs the claiming worker is running now: never taken again by it, whatever their lease or its heartbeat says. */
    running?: readonly bigint[];
  } = {},
): Promise<ClaimedJob | null> {
  if (types.length === 0) return null;
  const running = options.running ?? [];
  const now = options.now ?? new Date();
  const token = `${options.workerId ?? "worker"}:${randomUUID()}`.slice(0, 100);
  const until = new Date(now.getTime() + (options.leaseMs ?? DEFAULT_LEASE_MS));
  const staleBefore = new Date(now.getTime() - (options.staleMs ?? WORKER_STALE_MS));
  const rows = await db.$queryRaw<
    { id: bigint; type: string; payload: unknown; attempts: number; max_attempts: number }[]
  >`
    UPDATE "jobs" SET "status" = 'RUNNING', "attempts" = "attempts" + 1, "locked_by" = ${token},
           "locked_at" = ${now}, "locked_until" = ${until}, "updated_at" = ${now}
    WHERE "id" = (
      SELECT "id" FROM "jobs"
      WHERE "type" IN (${Prisma.join(types)})
        AND (("status" = 'QUEUED' AND "run_at" <= ${now})
          OR ("status" = 'RUNNING' AND ("locked_until" < ${now} OR ${heldByDeadWorker(staleBefore)})))
        ${running.length > 0 ? Prisma.sql`AND "id" NOT IN (${Prisma.join(running)})` : Prisma.empty}
      ORDER BY "run_at", "id"
      FOR UPDATE SKIP LOCKED
      LIMIT 1)
    RETURNING "id", "type", "payload", "attempts", "max_attempts"`;
  const row = rows[0];
  if (!row) return null;
  return {
    id: row.id,
    type: row.type,
    payload: row.payload,
    attempt: row.attempts,
    maxAttempts: row.max_attempts,
    token,
  };
}

/**
 * The job's lease token names a worker (`<worker id>:<uuid>`) that died
 * (SIGKILL, a lost machine) while running the job: its heartbeat went stale,
 * or a worker of the same process table saw its process gone.
 */
function heldByDeadWorker(staleBefore: Date): Prisma.Sql {
  return Prisma.sql`EXISTS (
    SELECT 1 FROM "job_workers" w
    WHERE (w."heartbeat_at" < ${staleBefore} OR w."gone_at" IS NOT NULL)
      AND left("jobs"."locked_by", length(w."id") + 1) = w."id" || ':')`;
}

/** A worker that stopped cleanly (its jobs finished or handed back) leaves the list. */
export async function forgetWorker(workerId: string): Promise<void> {
  await db.$executeRaw`DELETE FROM "job_workers" WHERE "id" = ${workerId}`;
}

/** Marks the job done; false when the lease was lost (another worker took it over). */
export async function completeJob(job: ClaimedJob): Promise<boolean> {
  const { count } = await db.job.updateMany({
    where: { id: job.id, lockedBy: job.token, status: "RUNNING" },
    data: { status: "DONE", finishedAt: new Date(), lockedBy: null, lockedUntil: null, lastError: null },
  });
  return count === 1;
}

/**
 * After a failure: again at `runAt` if attempts are left (or when `snooze`:
 * a wait that is not a failure, so the attempt is given back), else DEAD.
 */
export async function rescheduleJob(
  job: ClaimedJob,
  input: { error?: string; runAt: Date; snooze?: boolean },
): Promise<"retry" | "dead" | "lost"> {
  const dead = !input.snooze && job.attempt >= job.maxAttempts;
  const { count } = await db.job.updateMany({
    where: { id: job.id, lockedBy: job.token, status: "RUNNING" },
    data: dead
      ? { status: "DEAD", finishedAt: new Date(), lockedBy: null, lockedUntil: null, lastError: input.error ?? null }
      : {
          status: "QUEUED",
          runAt: input.runAt,
          lockedBy: null,
          lockedUntil: null,
          ...(input.snooze ? { attempts: { decrement: 1 } } : {}),
          ...(input.error !== undefined ? { lastError: input.error } : {}),
        },
  });
  if (count === 0) return "lost";
  return dead ? "dead" : "retry";
}

/** Gives up on a job for good (a permanent failure): kept as DEAD for the operator. */
export async function killJob(job: ClaimedJob, error: string): Promise<boolean> {
  const { count } = await db.job.updateMany({
    where: { id: job.id, lockedBy: job.token, status: "RUNNING" },
    data: { status: "DEAD", finishedAt: new Date(), lockedBy: null, lockedUntil: null, lastError: error },
  });
  return count === 1;
}

/** Hands an unfinished job back at shutdown: queued again at once, the attempt not counted. */
export async function releaseJob(job: ClaimedJob): Promise<boolean> {
  const { count } = await db.job.updateMany({
    where: { id: job.id, lockedBy: job.token, status: "RUNNING" },
    data: { status: "QUEUED", lockedBy: null, lockedUntil: null, attempts: { decrement: 1 } },
  });
  return count === 1;
}

/**
 * Keeps the lease of a running job: a job that outlives its lease would be
 * taken again by another worker. False when the lease is no longer this
 * worker's (it ran past it and was taken over, or was handed back).
 */
export async function extendLease(
  job: ClaimedJob,
  leaseMs: number = DEFAULT_LEASE_MS,
  now: Date = new Date(),
): Promise<boolean> {
  const { count } = await db.job.updateMany({
    where: { id: job.id, lockedBy: job.token, status: "RUNNING" },
    data: { lockedUntil: new Date(now.getTime() + leaseMs) },
  });
  return count === 1;
}

/** The operator's "try again" on a DEAD job: queued at once with its attempts renewed. */
export async function retryDeadJob(
  id: bigint,
  /** Work for the same transaction when the job was dead (the console's audit entry): both commit or neither. */
  within?: (tx: Tx) => Promise<void>,
): Promise<boolean> {
  const count = await transaction(async (tx) => {
    const { count } = await tx.job.updateMany({
      where: { id, status: "DEAD" },
      data: { status: "QUEUED", attempts: 0, runAt: new Date(), finishedAt: null, lockedBy: null, lockedUntil: null },
    });
    if (count === 1) await within?.(tx);
    return count;
  });
  if (count === 1) wakeWorkers();
  return count === 1;
}

/** Deletes finished (DONE) jobs older than `olderThan`, optionally only those whose dedupe key starts with a prefix. */
export async function sweepFinishedJobs(olderThan: Date, keyPrefix?: string): Promise<number> {
  const { count } = await db.job.deleteMany({
    where: {
      status: "DONE",
      finishedAt: { lt: olderThan },
      ...(keyPrefix ? { dedupeKey: { startsWith: keyPrefix } } : {}),
    },
  });
  return count;
}

/** Jobs of these types that a worker could claim now. */
export async function countDue(
  types: readonly string[],
  now: Date = new Date(),
  staleMs: number = WORKER_STALE_MS,
): Promise<number> {
  if (types.length === 0) return 0;
  const staleBefore = new Date(now.getTime() - staleMs);
  const [row] = await db.$queryRaw<{ n: number }[]>`
    SELECT count(*)::int AS "n" FROM "jobs"
    WHERE "type" IN (${Prisma.join(types)})
      AND (("status" = 'QUEUED' AND "run_at" <= ${now})
        OR ("status" = 'RUNNING' AND ("locked_until" < ${now} OR ${heldByDeadWorker(staleBefore)})))`;
  return row?.n ?? 0;
}

/** Exponential backoff with jitter: ~5 s, 10 s, 20 s … capped at an hour, each between half and all of it. */
export function backoffMs(attempt: number, baseMs = 5_000, capMs = 60 * 60_000): number {
  const full = Math.min(capMs, baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(full / 2 + Math.random() * (full / 2));
}

// In-process wake-up: a job enqueued here starts without waiting for the next
// poll. Only a shortcut (polling finds every job anyway); kept on globalThis
// because Next bundles route handlers and instrumentation separately.
const shared = globalThis as typeof globalThis & { __storeJobWakers?: Set<() => void> };
const wakers = (shared.__storeJobWakers ??= new Set<() => void>());
export function onEnqueue(listener: () => void): () => void {
  wakers.add(listener);
  return () => wakers.delete(listener);
}
function wakeWorkers() {
  for (const wake of wakers) wake();
}
