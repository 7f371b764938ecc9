// POST /api/tiktok/event – relay a browser ad event to TikTok's Events API (queued, never waited for)
import { NextResponse } from "next/server";

import { otherMethods, route } from "@/lib/api";
import { db } from "@/lib/db";
import { enforce } from "@/lib/rate-limit";
import { relayBrowserEvent, relayEventSchema, tiktokEventsConfig } from "@/lib/tracking";

/** A page sends a handful of events per view; this is far above any visitor's. */
const PER_IP_PER_MINUTE = 120;

export const POST = route({ body: relayEventSchema, maxBytes: 8 * 1024 }, async (request, { body, ip, client }) => {
  // Off (no token or pixel id): accepted, nothing queued, no database work.
  if (!tiktokEventsConfig()) return NextResponse.json({ success: true, queued: false });
  await enforce(
    { key: `tiktok-event:ip:${client}`, limit: PER_IP_PER_MINUTE, windowSeconds: 60 },
    "طلبات كثيرة، يرجى المحاولة لاحقاً",
  );
  await relayBrowserEvent(db, body, {
    ip,
    userAgent: request.headers.get("user-agent"),
    referer: request.headers.get("referer"),
  });
  return NextResponse.json({ success: true, queued: true }, { status: 202 });
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
