import "server-only";

import { z } from "zod";

import { isAppError } from "@/lib/errors";
import { defineJob, type AnyJobDefinition } from "@/lib/jobs";
import { logger } from "@/lib/log";

import { checkBalance, checkSecondBalance } from "./control";
import { getPanel, panelsInUse } from "@/lib/smm-panel";
import { checkDeadlines } from "./deadlines";
import { repairOrderStatuses } from "./order-status";
import { scheduledRefillJob, sendRefillJob, syncRefills } from "./refills";
import { checkReviewJob, checkReviews } from "./review";
import { checkServices } from "./services";
import { submitItem } from "./submit";
import { syncStatuses } from "./sync";

/**
 * Submits one order item to the fulfilment panel, exactly once (see
 * submitItem). Queued in the transaction that creates the order.
 */
export const submitItemJob = defineJob({
  type: "fulfilment.submit-item",
  schema: z.object({ itemId: z.uuid() }),
  maxAttempts: 12,
  run: ({ itemId }) => submitItem(itemId, getPanel()),
});

/**
 * Periodic work is queued by the ticks in lib/worker with one dedupe key
 * per time slot, so several instances queue each run once. The next slot is
 * the retry: a run the panel cannot answer is logged, not kept as DEAD (an
 * hour's outage would otherwise bury the console in hundreds of dead syncs;
 * the submissions' own DEAD jobs show an outage that lasts).
 */
function periodic(name: string, work: () => Promise<unknown>) {
  return async () => {
    try {
      await work();
    } catch (error) {
      if (!isAppError(error) || !error.retryable) throw error;
      logger("fulfilment").warn(`${name} skipped this time: ${error.message}`);
    }
  };
}

export const syncStatusJob = defineJob({
  type: "fulfilment.sync-status",
  schema: z.object({}),
  maxAttempts: 3,
  run: periodic("status sync", async () => {
    for (const name of panelsInUse()) await syncStatuses(getPanel(name), { panelName: name });
  }),
});

export const deadlinesJob = defineJob({
  type: "fulfilment.deadlines",
  schema: z.object({}),
  maxAttempts: 3,
  run: periodic("deadline check", () => checkDeadlines(getPanel())),
});

export const balanceJob = defineJob({
  type: "fulfilment.balance",
  schema: z.object({}),
  maxAttempts: 3,
  run: periodic("balance check", async () => {
    await checkBalance(getPanel());
    if (panelsInUse().includes("secondary")) await checkSecondBalance(getPanel("secondary"));
  }),
});

export const syncRefillsJob = defineJob({
  type: "fulfilment.sync-refills",
  schema: z.object({}),
  maxAttempts: 3,
  run: periodic("refill sync", async () => {
    for (const name of panelsInUse()) await syncRefills(getPanel(name), new Date(), name);
  }),
});

/** The schedule while items are under review: an order id an unclear answer named is looked up again. */
export const checkReviewsJob = defineJob({
  type: "fulfilment.check-reviews",
  schema: z.object({}),
  maxAttempts: 3,
  run: periodic("review look-up", () => checkReviews(getPanel())),
});

export const checkServicesJob = defineJob({
  type: "fulfilment.check-services",
  schema: z.object({}),
  maxAttempts: 5,
  run: async () => {
    for (const name of panelsInUse()) await checkServices(getPanel(name), undefined, new Date(), name);
  },
});

/** Re-derives any order still open whose parts have all ended (lib/fulfilment/order-status.ts). */
export const repairOrderStatusJob = defineJob({
  type: "fulfilment.repair-order-status",
  schema: z.object({}),
  maxAttempts: 3,
  run: periodic("order status repair", () => repairOrderStatuses()),
});

/**
 * Every job type of this room, for the worker's registry (lib/worker): a
 * definition added here is run without a second list to keep in step.
 */
export const FULFILMENT_JOBS: readonly AnyJobDefinition[] = [
  submitItemJob,
  syncStatusJob,
  deadlinesJob,
  balanceJob,
  checkServicesJob,
  scheduledRefillJob,
  sendRefillJob,
  syncRefillsJob,
  checkReviewJob,
  checkReviewsJob,
  repairOrderStatusJob,
];
