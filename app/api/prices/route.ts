// GET /api/prices – the price list in force, for the buy forms (prerendered pages read it after loading)
import { NextResponse } from "next/server";

import { otherMethods, route } from "@/lib/api";
import { currentPriceList } from "@/lib/price-list";

export const dynamic = "force-dynamic";

export const GET = route({}, async () => {
  const { version, prices } = await currentPriceList();
  // Shared caches may keep it as long as an instance does: a change reaches the forms within seconds.
  return NextResponse.json({ version, prices }, { headers: { "Cache-Control": "public, max-age=3" } });
});

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
