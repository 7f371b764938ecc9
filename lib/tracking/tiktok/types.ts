/**
 * TikTok Events API v1.3 ("Events 2.0") web payloads, as sent and received
 * (docs: shared/reference/external-apis.md, section 2).
 */

import { z } from "zod";

/** Matching keys: email, phone and external_id are SHA-256 hex; the rest raw. */
export interface TikTokUser {
  email?: string;
  phone?: string;
  external_id?: string;
  ttclid?: string;
  ttp?: string;
  ip?: string;
  user_agent?: string;
}

export interface TikTokContent {
  content_id?: string;
  content_name?: string;
  content_type?: string;
  quantity?: number;
  price?: number;
}

export interface TikTokProperties {
  /** Major units (199.98), never minor units. */
  value?: number;
  currency?: string;
  contents?: TikTokContent[];
  /** "product" or "product_group" only. */
  content_type?: "product" | "product_group";
  /** The search string of a Search event. */
  query?: string;
  description?: string;
}

/** One item of `data[]`. */
export interface TikTokEventData {
  event: string;
  /** Unix seconds. */
  event_time: number;
  /** Same value as the pixel's event_id for the same action: the dedupe key. */
  event_id: string;
  user: TikTokUser;
  page?: { url?: string; referrer?: string };
  properties?: TikTokProperties;
}

/** POST /open_api/v1.3/event/track/ */
export interface TikTokTrackRequest {
  event_source: "web";
  /** The pixel code. */
  event_source_id: string;
  test_event_code?: string;
  data: TikTokEventData[];
}

/** Every answer, success or not: success is `code: 0`, even with HTTP 200. */
export const tiktokResponseSchema = z.object({
  code: z.number(),
  message: z.string().optional(),
  request_id: z.string().optional(),
  data: z.unknown().optional(),
});
export type TikTokResponse = z.infer<typeof tiktokResponseSchema>;
