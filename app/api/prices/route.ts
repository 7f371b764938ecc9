// GET /api/prices – the price list and the promotions in force, for the buy forms (prerendered pages read it after loading)
import { NextResponse } from "next/server";

import { otherMethods, route } from "@/lib/api";
import { currentPriceList, promotionsInForce } from "@/lib/price-list";

export const dynamic = "force-dynamic";

export const GET = route({}, async () => {
  const [{ version, prices }, promotions] = await Promise.all([currentPriceList(), promotionsInForce()]);
  // Shared caches may keep it as long as an instance does: a change reaches the forms within seconds.
  return NextResponse.json({ version, prices, promotions }, { headers: { "Cache-Control": "public, max-age=3" } });
});

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
