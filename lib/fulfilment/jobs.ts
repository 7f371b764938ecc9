import "server-only";

import { z } from "zod";

import { defineJob } from "@/lib/jobs";

import { getPanel } from "./client";
import { checkBalance } from "./control";
import { checkDeadlines } from "./deadlines";
import { syncRefills } from "./refills";
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
 * Periodic work, queued by the ticks in lib/background with one dedupe key
 * per time slot, so several instances queue each run once. A failed run is
 * tried again a few times, then the next slot's run takes over.
 */
export const syncStatusJob = defineJob({
  type: "fulfilment.sync-status",
  schema: z.object({}),
  maxAttempts: 3,
  run: async () => void (await syncStatuses(getPanel())),
});

export const deadlinesJob = defineJob({
  type: "fulfilment.deadlines",
  schema: z.object({}),
  maxAttempts: 3,
  run: async () => void (await checkDeadlines(getPanel())),
});

export const balanceJob = defineJob({
  type: "fulfilment.balance",
  schema: z.object({}),
  maxAttempts: 3,
  run: async () => void (await checkBalance(getPanel())),
});

export const syncRefillsJob = defineJob({
  type: "fulfilment.sync-refills",
  schema: z.object({}),
  maxAttempts: 3,
  run: async () => void (await syncRefills(getPanel())),
});

export const checkServicesJob = defineJob({
  type: "fulfilment.check-services",
  schema: z.object({}),
  maxAttempts: 5,
  run: async () => void (await checkServices(getPanel())),
});

export { scheduledRefillJob, sendRefillJob } from "./refills";
