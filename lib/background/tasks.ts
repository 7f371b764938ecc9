import "server-only";

import { UPLOAD_SWEEP_EVERY_MS } from "@/lib/analyser/limits";
import { sweepUploads } from "@/lib/analyser/uploads";
import { sweepExpired } from "@/lib/rate-limit";
import { sweepSentEvents } from "@/lib/tracking";

export interface BackgroundTask {
  name: string;
  /** How often it runs, in milliseconds. */
  everyMs: number;
  run: () => Promise<unknown>;
}

/**
 * Periodic work every app instance runs. Each task must be safe to run on
 * several instances at once (idempotent, or guarded in the database).
 */
export const backgroundTasks: BackgroundTask[] = [
  { name: "rate-limit-sweep", everyMs: 10 * 60_000, run: () => sweepExpired() },
  // The copy promises uploaded videos are gone within 24 hours (see ORPHAN_UPLOAD_AGE_MS).
  { name: "upload-sweep", everyMs: UPLOAD_SWEEP_EVERY_MS, run: () => sweepUploads() },
  { name: "sent-ad-events-sweep", everyMs: 60 * 60_000, run: () => sweepSentEvents() },
];
