import { z } from "zod";

import { priceFor, QUANTITY_LIMITS } from "@/lib/pricing";

import { RELAYED_EVENTS } from "./events";

/**
 * POST /api/tiktok/event {eventType, eventProps, customerInfo}
 * (docs/ad-events.md#the-relay). Browsing events only: a purchase or a sign-up
 * is reported by the server alone, from what it verified, so anyone's browser
 * claiming one is refused. Every field optional but bounded by what the store
 * sells (a value above its dearest order, a currency other than AED, a
 * quantity above its largest is refused); who the visitor is (e-mail, phone,
 * external id) is not taken from the browser, which could name anyone, so
 * those fields are dropped with every other unknown field. Search needs
 * something searched for.
 */
const text = (max: number) => z.string().trim().max(max).nullish();
const httpUrl = z
  .url({ protocol: /^https?$/ })
  .max(2048)
  .nullish();

/** The dearest thing the store sells, in AED: no browsing event is worth more. */
const MAX_VALUE_AED =
  Math.max(
    priceFor({ service: "views", quantity: QUANTITY_LIMITS.views.max }).listFils,
    priceFor({ service: "likes", quantity: QUANTITY_LIMITS.likes.max }).listFils,
    priceFor({ service: "explorer", quantity: 0 }).listFils,
  ) / 100;
const MAX_QUANTITY = Math.max(QUANTITY_LIMITS.views.max, QUANTITY_LIMITS.likes.max);
const value = z.number().nonnegative().max(MAX_VALUE_AED).nullish();
const quantity = z.number().int().positive().max(MAX_QUANTITY).nullish();

const content = z.object({
  content_id: text(100),
  content_name: text(200),
  content_type: text(20),
  quantity,
  price: value,
});

export const relayEventSchema = z
  .object({
    eventType: z.enum(RELAYED_EVENTS),
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
        value,
        currency: z.literal("AED").nullish(),
        quantity,
        search_string: text(200),
      })
      .default({}),
    customerInfo: z
      .object({
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
