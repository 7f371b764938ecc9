import "server-only";

import { createHash } from "node:crypto";

import { EVENT_ID_PREFIXES, type DerivedEventKind } from "./event-ids";

/** The server's copy of lib/tracking/event-ids.ts (same bytes, node:crypto, synchronous). */
export function derivedEventId(kind: DerivedEventKind, id: string): string {
  return `ev_${createHash("sha256")
    .update(EVENT_ID_PREFIXES[kind] + id, "utf8")
    .digest("hex")}`;
}
