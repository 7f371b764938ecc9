import "server-only";

import { z } from "zod";

import { defineJob } from "@/lib/jobs";

/**
 * Sends one recorded refund (a `refunds` row, written with its client UUID
 * before any call) to the payment provider and records the outcome.
 */
export const refundJob = defineJob({
  type: "payments.refund",
  schema: z.object({ refundId: z.uuid() }),
  maxAttempts: 12,
  async run() {
    // FOUNDATION: the checkout work (issue 14) implements the provider call.
    throw new Error("payments.refund is not implemented yet");
  },
});
