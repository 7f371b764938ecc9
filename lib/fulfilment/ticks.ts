import "server-only";

import { db } from "@/lib/db";

import { fulfilmentSettings } from "./settings";
import { getControl } from "./control";
import {
  balanceJob,
  checkReviewsJob,
  checkServicesJob,
  deadlinesJob,
  repairOrderStatusJob,
  syncRefillsJob,
  syncStatusJob,
} from "./jobs";

const MINUTE = 60_000;

/**
 * Queues the periodic fulfilment work that is due. Every instance calls this
 * every few seconds; the dedupe key names the time slot, so each run is
 * queued once however many instances tick, and a worker anywhere runs it.
 */
export async function enqueueFulfilmentTicks(now = new Date()): Promise<void> {
  const slot = (everyMs: number) => Math.floor(now.getTime() / everyMs);
  const { syncEveryMs } = fulfilmentSettings();
  const paused = (await getControl()).paused;
  const balanceEvery = paused ? MINUTE : 10 * MINUTE;
  await syncStatusJob.enqueue(db, {}, { dedupeKey: `tick:sync-status:${slot(syncEveryMs)}` });
  await deadlinesJob.enqueue(db, {}, { dedupeKey: `tick:deadlines:${slot(MINUTE)}` });
  await syncRefillsJob.enqueue(db, {}, { dedupeKey: `tick:sync-refills:${slot(5 * MINUTE)}` });
  await checkReviewsJob.enqueue(db, {}, { dedupeKey: `tick:check-reviews:${slot(MINUTE)}` });
  await balanceJob.enqueue(db, {}, { dedupeKey: `tick:balance:${balanceEvery}:${slot(balanceEvery)}` });
  await checkServicesJob.enqueue(db, {}, { dedupeKey: `tick:check-services:${slot(6 * 60 * MINUTE)}` });
  await repairOrderStatusJob.enqueue(db, {}, { dedupeKey: `tick:repair-order-status:${slot(5 * MINUTE)}` });
}

/** At worker start: check the panel's services now (not at the next 6-hour slot). */
export async function enqueueStartupChecks(now = new Date()): Promise<void> {
  await checkServicesJob.enqueue(db, {}, { dedupeKey: `startup:check-services:${Math.floor(now.getTime() / MINUTE)}` });
  await balanceJob.enqueue(db, {}, { dedupeKey: `startup:balance:${Math.floor(now.getTime() / MINUTE)}` });
}
