import "server-only";

import { z } from "zod";

import { defineJob } from "@/lib/jobs";

/**
 * Submits one order item to the fulfilment panel, exactly once (see the
 * item's submission state). Queued in the transaction that creates the order.
 */
export const submitItemJob = defineJob({
  type: "fulfilment.submit-item",
  schema: z.object({ itemId: z.uuid() }),
  maxAttempts: 12,
  async run() {
    // FOUNDATION: the fulfilment work (issue 13) implements the submission.
    throw new Error("fulfilment.submit-item is not implemented yet");
  },
});
