import "server-only";

import { db } from "@/lib/db";

import { tiktokEventJob } from "./jobs";

/** Sent events are kept this long (past TikTok's 48-hour dedupe window), then deleted. */
export const SENT_EVENT_RETENTION_MS = 7 * 24 * 60 * 60_000;

/**
 * Every page view becomes a job row; once sent it is only history. Deletes
 * sent events older than the retention (DEAD ones stay for the operator).
 */
export async function sweepSentEvents(now: Date = new Date()): Promise<number> {
  const { count } = await db.job.deleteMany({
    where: {
      type: tiktokEventJob.type,
      status: "DONE",
      finishedAt: { lt: new Date(now.getTime() - SENT_EVENT_RETENTION_MS) },
    },
  });
  return count;
}
