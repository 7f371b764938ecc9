import "server-only";

import { createHmac } from "node:crypto";

import { serverKey } from "@/lib/security";

/** What a server event id names: one purchase (a payment id) or one sign-up (a user id). */
export type ServerEventKind = "purchase" | "registration";

/**
 * The event id of a conversion the server reports (docs/ad-events.md#deduplication):
 * 'ev_' + hex HMAC-SHA256 of the kind and the id under a key derived from the
 * server's secret. The same facts give the same id, so any number of
 * verifications queue one event and the platform counts the browser pixel's
 * copy once; without the secret nobody can compute it, so nobody can claim
 * it first, and it tells nothing of the payment id (a guest's key to their
 * order). The browser that paid gets it from the payment status call.
 */
export function serverEventId(kind: ServerEventKind, id: string): string {
  return `ev_${createHmac("sha256", serverKey("tracking-event-ids:v1")).update(`${kind}:${id}`, "utf8").digest("hex")}`;
}
