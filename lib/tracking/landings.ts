import "server-only";

import { db } from "@/lib/db";
import { logger } from "@/lib/log";

import type { Touch } from "./attribution";
import { installLandingSink } from "./landing-sink";

// Ad landings counted for the campaigns report (docs/campaigns.md#landings).
// The guard hands each one over synchronously; they wait here in memory and
// are written together once a second (or at 500), one INSERT of many rows
// into an append-only table: a burst of landings costs one statement, never a
// counter row that every landing would update (and wait on). A failed write is
// logged and its landings dropped: a count may fall short, a page never waits.

const log = logger("tracking");
const FLUSH_MS = 1_000;
const BATCH = 500;
/** Held at most while the database is slow or down; more are dropped (and counted in the log). */
const MAX_PENDING = 10_000;
/** Kept past the campaigns report's longest period (366 days), then deleted. */
export const LANDING_RETENTION_DAYS = 400;

interface Landing {
  at: Date;
  source: string | null;
  campaign: string | null;
  content: string | null;
}

const state = ((
  globalThis as { __storeLandings?: { pending: Landing[]; timer: NodeJS.Timeout | null; dropped: number } }
).__storeLandings ??= { pending: [], timer: null, dropped: 0 });

/** Queues one landing (its fields already checked by lib/tracking/attribution.ts); never throws. */
export function recordLanding(touch: Touch, at = new Date()): void {
  if (state.pending.length >= MAX_PENDING) {
    state.dropped++;
    return;
  }
  state.pending.push({
    at,
    source: touch.source ?? null,
    campaign: touch.campaign ?? null,
    content: touch.content ?? null,
  });
  if (state.pending.length >= BATCH) void flushLandings();
  else state.timer ??= setTimeout(() => void flushLandings(), FLUSH_MS).unref();
}

/** Writes what is queued (the timer does; tests and shutdown call it). */
export async function flushLandings(): Promise<void> {
  if (state.timer) clearTimeout(state.timer);
  state.timer = null;
  const batch = state.pending.splice(0);
  if (state.dropped > 0) {
    log.warn(`ad landings: ${state.dropped} not counted (the queue was full)`);
    state.dropped = 0;
  }
  if (batch.length === 0) return;
  try {
    await db.adLanding.createMany({ data: batch });
  } catch (error) {
    log.error(`ad landings: ${batch.length} not counted`, { error });
  }
}

/** The server's start: the guard's landings come here from now on. */
export function startRecordingLandings(): void {
  installLandingSink((touch) => recordLanding(touch));
}

/** Landings in [start, end), per source, campaign and ad as the guard kept them. */
export async function landingsByAd(
  start: Date,
  end: Date,
): Promise<{ source: string | null; campaign: string | null; content: string | null; landings: number }[]> {
  const rows = await db.adLanding.groupBy({
    by: ["source", "campaign", "content"],
    where: { at: { gte: start, lt: end } },
    _count: { _all: true },
  });
  return rows.map((r) => ({ source: r.source, campaign: r.campaign, content: r.content, landings: r._count._all }));
}

/** Deletes landings older than the retention; returns how many. */
export async function sweepLandings(now = new Date()): Promise<number> {
  const { count } = await db.adLanding.deleteMany({
    where: { at: { lt: new Date(now.getTime() - LANDING_RETENTION_DAYS * 24 * 60 * 60_000) } },
  });
  return count;
}
