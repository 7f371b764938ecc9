import { z } from "zod";

import { TRACKING_EVENTS } from "./events";

/**
 * POST /api/tiktok/event {eventType, eventProps, customerInfo}
 * (docs/ad-events.md#the-relay). Every field optional but bounded; unknown fields are dropped.
 * Search needs something searched for.
 */
const text = (max: number) => z.string().trim().max(max).nullish();
const httpUrl = z
  .url({ protocol: /^https?$/ })
  .max(2048)
  .nullish();

const content = z.object({
  content_id: text(100),
  content_name: text(200),
  content_type: text(20),
  quantity: z.number().int().positive().max(10_000_000).nullish(),
  price: z.number().nonnegative().max(1_000_000).nullish(),
});

export const relayEventSchema = z
  .object({
    eventType: z.enum(TRACKING_EVENTS),
    eventProps: z
      .object({
        event_id: z
          .string()
          .regex(/^ev_[A-Za-z0-9_-]{8,96}$/, "event_id must be 'ev_' and 8 to 96 letters or digits")
          .nullish(),
        event_time: z.number().int().positive().nullish(),
        url: httpUrl,
        referrer: httpUrl,
        content_type: text(50),
        content_name: text(200),
        content_id: text(100),
        contents: z.array(content).max(10).nullish(),
        value: z.number().nonnegative().max(1_000_000).nullish(),
        currency: z
          .string()
          .regex(/^[A-Z]{3}$/)
          .nullish(),
        quantity: z.number().int().positive().max(10_000_000).nullish(),
        search_string: text(200),
      })
      .default({}),
    customerInfo: z
      .object({
        email: text(320),
        phone: text(40),
        external_id: text(128),
        user_agent: text(512),
        ttp: text(200),
        ttclid: text(500),
      })
      .default({}),
  })
  .refine((body) => body.eventType !== "Search" || !!body.eventProps.search_string, {
    message: "Search needs a search_string",
    path: ["eventProps", "search_string"],
  });

export type RelayEvent = z.output<typeof relayEventSchema>;
