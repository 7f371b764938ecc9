import "server-only";

import type { z } from "zod";

import type { Tx, db } from "@/lib/db";

import { enqueue, type EnqueueOptions } from "./queue";

export interface JobContext {
  jobId: bigint;
  /** 1 on the first run. */
  attempt: number;
  maxAttempts: number;
  /** Aborted when the worker shuts down and the job's grace time is over. */
  signal: AbortSignal;
}

/**
 * What a run may ask for besides success (return nothing) or failure (throw):
 * wait and try again later without counting it as a failed attempt (a panel
 * that says "come back later", a paused queue).
 */
export interface JobOutcome {
  snoozeMs?: number;
  /** Why it waits (kept on the job for the operator). */
  reason?: string;
}

export interface JobDefinition<P> {
  type: string;
  schema: z.ZodType<P>;
  maxAttempts: number;
  run: (payload: P, context: JobContext) => Promise<void | JobOutcome>;
  /** Queues one run; pass the caller's transaction so it commits with the work. */
  enqueue: (client: Tx | typeof db, payload: P, options?: EnqueueOptions) => Promise<boolean>;
}

/** Any job definition, whatever its payload: what a worker is given. */
export interface AnyJobDefinition {
  type: string;
  schema: z.ZodType<unknown>;
  maxAttempts: number;
  run: (payload: never, context: JobContext) => Promise<void | JobOutcome>;
}

/**
 * Declares a kind of background job. Throwing an AppError with `retryable:
 * false` ends the job for good (DEAD, for the operator); any other error is
 * retried with backoff until `maxAttempts`, then DEAD. The payload is
 * validated when the job runs, so a job written by an older version fails
 * loudly instead of misbehaving.
 */
export function defineJob<P>(spec: {
  type: string;
  schema: z.ZodType<P>;
  maxAttempts?: number;
  run: JobDefinition<P>["run"];
}): JobDefinition<P> {
  const maxAttempts = spec.maxAttempts ?? 10;
  return {
    type: spec.type,
    schema: spec.schema,
    maxAttempts,
    run: spec.run,
    enqueue: (client, payload, options = {}) =>
      enqueue(client, spec.type, spec.schema.parse(payload), { maxAttempts, ...options }),
  };
}
