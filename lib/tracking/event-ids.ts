/**
 * Event ids derived from what happened, so the browser pixel and the server
 * name one purchase (or one sign-up) with the same id and TikTok counts it
 * once, however often either side sends it (client-safe).
 *
 * 'ev_' + hex SHA-256 of a fixed prefix and the id: a payment id is a guest's
 * bearer secret (it opens their order page), so it never leaves the store
 * as it is; the hash cannot be turned back into it. Computed with Web Crypto
 * here (browsers, and Node 20+); lib/tracking/server-event-ids.ts computes the
 * same with node:crypto, and a test keeps the two equal.
 */
export const EVENT_ID_PREFIXES = {
  purchase: "trend-boost:purchase:v1:",
  registration: "trend-boost:registration:v1:",
} as const;

export type DerivedEventKind = keyof typeof EVENT_ID_PREFIXES;

async function derive(kind: DerivedEventKind, id: string): Promise<string> {
  const bytes = new TextEncoder().encode(EVENT_ID_PREFIXES[kind] + id);
  const digest = await crypto.subtle.digest("SHA-256", bytes);
  return `ev_${Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("")}`;
}

/** The CompletePayment event id of a payment (the server's trackPurchase uses the same). */
export function purchaseEventId(paymentId: string): Promise<string> {
  return derive("purchase", paymentId);
}

/** The CompleteRegistration event id of a new account. */
export function registrationEventId(userId: string): Promise<string> {
  return derive("registration", userId);
}

/** Web Crypto is only there in a secure context (https, or localhost). */
export function canDeriveEventIds(): boolean {
  return typeof crypto !== "undefined" && typeof crypto.subtle?.digest === "function";
}
