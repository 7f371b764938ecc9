// GET /api/admin/free-views – operators: free-offer claims per day (last 30 days) and the latest claims
import { NextResponse } from "next/server";

import { requireOperatorApi } from "@/lib/admin";
import { otherMethods, route } from "@/lib/api";
import { getFreeViewsReport } from "@/lib/free-views";

export const dynamic = "force-dynamic";

export const GET = route({ auth: "operator" }, async (_req, { user }) => {
  await requireOperatorApi(user);
  return NextResponse.json(await getFreeViewsReport());
});

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
