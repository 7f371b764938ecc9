import "server-only";

import type { TrackingContent, TrackingEventType } from "./events";
import { hashEmail, hashExternalId, hashPhone } from "./hashing";
import type { TikTokContent, TikTokEventData, TikTokProperties, TikTokUser } from "./tiktok/types";

/** One event as the store knows it (raw personal data; hashed here). */
export interface StoreEvent {
  event: TrackingEventType;
  eventId: string;
  /** Unix seconds. */
  eventTime: number;
  url?: string;
  referrer?: string;
  value?: number;
  currency?: string;
  quantity?: number;
  contentType?: string;
  contentId?: string;
  contentName?: string;
  contents?: TrackingContent[];
  searchString?: string;
  customer: {
    email?: string | null;
    phone?: string | null;
    externalId?: string | null;
    ip?: string | null;
    userAgent?: string | null;
    ttp?: string | null;
    ttclid?: string | null;
  };
}

const definedOnly = <T extends object>(o: T): T =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== null && v !== "")) as T;

function contentsOf(e: StoreEvent): TikTokContent[] | undefined {
  const given = e.contents?.length
    ? e.contents
    : e.contentId || e.contentName
      ? [{ content_id: e.contentId, content_name: e.contentName, quantity: e.quantity }]
      : [];
  const contents = given.map((c) =>
    definedOnly({
      content_id: c.content_id,
      content_name: c.content_name,
      quantity: c.quantity,
      price: c.price,
      ...(isProductType(c.content_type ?? e.contentType) ? { content_type: c.content_type ?? e.contentType } : {}),
    }),
  );
  return contents.length > 0 ? contents : undefined;
}

const isProductType = (t: string | undefined): t is "product" | "product_group" =>
  t === "product" || t === "product_group";

/**
 * The Events API 2.0 shape of one event: user keys hashed (e-mail, phone,
 * external id) or raw (ip, user agent, ttclid, ttp), page, and properties
 * with the value in major units. The store's own content types (docs/product-rules.md#ad-events: 'page_view',
 * 'search', 'registration') are not the platform's ("product" or
 * "product_group"), so they travel as the description instead of risking a
 * rejected event.
 */
export function toTikTokEvent(e: StoreEvent): TikTokEventData {
  const user: TikTokUser = definedOnly({
    email: hashEmail(e.customer.email),
    phone: hashPhone(e.customer.phone),
    external_id: hashExternalId(e.customer.externalId),
    ip: e.customer.ip ?? undefined,
    user_agent: e.customer.userAgent ?? undefined,
    ttp: e.customer.ttp ?? undefined,
    ttclid: e.customer.ttclid ?? undefined,
  });
  const properties: TikTokProperties = definedOnly({
    value: e.value,
    currency: e.value !== undefined ? (e.currency ?? "AED") : undefined,
    contents: contentsOf(e),
    content_type: isProductType(e.contentType) ? e.contentType : undefined,
    description: e.contentType && !isProductType(e.contentType) ? e.contentType : undefined,
    query: e.event === "Search" ? e.searchString : undefined,
  });
  const page = definedOnly({ url: e.url, referrer: e.referrer });
  return {
    event: e.event,
    event_time: e.eventTime,
    event_id: e.eventId,
    user,
    ...(Object.keys(page).length > 0 ? { page } : {}),
    ...(Object.keys(properties).length > 0 ? { properties } : {}),
  };
}
