import "server-only";

import { z } from "zod";

import type { Tx, db } from "@/lib/db";
import { defineJob } from "@/lib/jobs";

import { sendTikTokEvents, tiktokEventsConfig } from "./tiktok/client";
import type { TikTokEventData } from "./tiktok/types";

const hashed = z.string().regex(/^[a-f0-9]{64}$/);

/** What a queued event looks like (checked again when the job runs). */
const tiktokEventSchema: z.ZodType<TikTokEventData> = z.object({
  event: z.string().min(1).max(50),
  event_time: z.number().int().positive(),
  event_id: z.string().min(1).max(100),
  user: z.object({
    email: hashed.optional(),
    phone: hashed.optional(),
    external_id: hashed.optional(),
    ttclid: z.string().max(500).optional(),
    ttp: z.string().max(200).optional(),
    ip: z.string().max(64).optional(),
    user_agent: z.string().max(512).optional(),
  }),
  page: z.object({ url: z.string().max(2048).optional(), referrer: z.string().max(2048).optional() }).optional(),
  properties: z
    .object({
      value: z.number().nonnegative().optional(),
      currency: z.string().length(3).optional(),
      contents: z
        .array(
          z.object({
            content_id: z.string().max(100).optional(),
            content_name: z.string().max(200).optional(),
            content_type: z.string().max(20).optional(),
            quantity: z.number().int().optional(),
            price: z.number().optional(),
          }),
        )
        .max(10)
        .optional(),
      content_type: z.enum(["product", "product_group"]).optional(),
      query: z.string().max(200).optional(),
      description: z.string().max(100).optional(),
    })
    .optional(),
});

/**
 * Sends one ad event to TikTok's Events API. Queued by the relay and by the
 * server's own purchase and sign-up events, so a platform outage or a crash
 * loses nothing: throttling, 5xx and timeouts are retried with backoff for
 * about ten hours (20 attempts), well inside TikTok's 48-hour dedupe window;
 * a refused token or invalid event is DEAD at once, kept with TikTok's code
 * and message for the operator. Nothing of it ever reaches a visitor.
 */
export const tiktokEventJob = defineJob({
  type: "tracking.tiktok-event",
  schema: z.object({ event: tiktokEventSchema }),
  maxAttempts: 20,
  async run({ event }, { signal }) {
    const config = tiktokEventsConfig();
    // Switched off since the event was queued: drop it quietly.
    if (!config) return;
    await sendTikTokEvents(config, [event], { signal });
  },
});

/**
 * Queues an event, in the caller's transaction when given one. One job per
 * event name and id: the same event relayed twice (a retried beacon, a
 * payment verified by both webhook and poll) is queued once.
 */
export function queueTikTokEvent(client: Tx | typeof db, event: TikTokEventData): Promise<boolean> {
  return tiktokEventJob.enqueue(client, { event }, { dedupeKey: `tiktok:${event.event}:${event.event_id}` });
}
