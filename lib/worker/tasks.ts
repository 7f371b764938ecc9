import "server-only";

import { queueAttentionDigest } from "@/lib/admin";
import { UPLOAD_SWEEP_EVERY_MS, sweepReports, sweepUploads } from "@/lib/analyser";
import { enqueueFulfilmentTicks } from "@/lib/fulfilment";
import { sweepFinishedJobs } from "@/lib/jobs";
import { enqueuePaymentTicks } from "@/lib/payments";
import { sweepExpired } from "@/lib/rate-limit";
import { sweepLandings, sweepSentEvents } from "@/lib/tracking";

const DAY = 24 * 60 * 60_000;

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
  // The copy promises uploaded videos are gone within 24 hours (see ORPHAN_UPLOAD_AGE_MS), and
  // kept analysis results with them unless saved to an account (PROMISED_DELETION_MS).
  {
    name: "upload-sweep",
    everyMs: UPLOAD_SWEEP_EVERY_MS,
    run: async () => {
      await sweepUploads();
      await sweepReports();
    },
  },
  { name: "sent-ad-events-sweep", everyMs: 60 * 60_000, run: () => sweepSentEvents() },
  // Ad landings past the campaigns report's longest period (LANDING_RETENTION_DAYS).
  { name: "ad-landings-sweep", everyMs: 60 * 60_000, run: () => sweepLandings() },
  // Queues status syncs, deadline checks, refill syncs and balance checks, each
  // once per time slot whatever the number of instances (see lib/fulfilment/ticks).
  { name: "fulfilment-ticks", everyMs: 5_000, run: () => enqueueFulfilmentTicks() },
  // Re-reads pending payments (a paid one whose browser and webhook never came
  // still becomes an order), once a minute whatever the number of instances.
  { name: "payments-ticks", everyMs: 15_000, run: () => enqueuePaymentTicks() },
  // The operators' attention digest (OPERATOR_EMAIL): at most one per 10-minute
  // slot whatever the number of instances (the e-mail's unique key).
  { name: "attention-digest", everyMs: 60_000, run: () => queueAttentionDigest() },
  {
    name: "job-sweep",
    everyMs: 60 * 60_000,
    // Periodic runs are kept a day (enough to see what happened), other finished jobs 30 days.
    run: async () => {
      await sweepFinishedJobs(new Date(Date.now() - DAY), "tick:");
      await sweepFinishedJobs(new Date(Date.now() - DAY), "startup:");
      await sweepFinishedJobs(new Date(Date.now() - 30 * DAY));
    },
  },
];
