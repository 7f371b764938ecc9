// GET /api/health – liveness and database reachability, for the load balancer.
import { NextResponse } from "next/server";

import { NO_STORE_UNCOMPRESSED, otherMethods, route } from "@/lib/api";
import { db } from "@/lib/db";
import { logger } from "@/lib/log";

export const dynamic = "force-dynamic";

// Asked every few seconds by a load balancer (and during floods): a tiny answer, never compressed (like an error answer).
const headers = { "Cache-Control": NO_STORE_UNCOMPRESSED };

export const GET = route({}, async () => {
  try {
    await db.$queryRaw`SELECT 1`;
    return NextResponse.json({ status: "ok" }, { headers });
  } catch (error) {
    logger("health").error("database unreachable", { error });
    return NextResponse.json({ status: "error", database: "unreachable" }, { status: 503, headers });
  }
});

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
