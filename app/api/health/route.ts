// GET /api/health – liveness and database reachability, for the load balancer.
import { NextResponse } from "next/server";

import { otherMethods, route } from "@/lib/api";
import { db } from "@/lib/db";
import { logger } from "@/lib/log";

export const dynamic = "force-dynamic";

export const GET = route({}, async () => {
  try {
    await db.$queryRaw`SELECT 1`;
    return NextResponse.json({ status: "ok" });
  } catch (error) {
    logger("health").error("database unreachable", { error });
    return NextResponse.json({ status: "error", database: "unreachable" }, { status: 503 });
  }
});

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
