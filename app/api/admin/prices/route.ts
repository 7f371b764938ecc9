// POST /api/admin/prices – the operator saves the next version of the price list
import { NextResponse } from "next/server";
import { z } from "zod";

import { requireOperatorApi, setPriceList } from "@/lib/admin";
import { otherMethods, route } from "@/lib/api";

const whole = z.number().int().nonnegative().max(100_000_000);
const table = z.object({
  points: z
    .array(z.object({ quantity: whole, fils: whole }))
    .min(2)
    .max(20),
  min: whole,
  max: whole,
  quick: z.array(whole).max(8),
});
const bodySchema = z.object({
  baseVersion: z.number().int().nonnegative(),
  confirmBelowCost: z.boolean().default(false),
  prices: z.object({ views: table, likes: table, explorer: z.object({ fils: whole }) }),
});

export const POST = route({ auth: "operator", body: bodySchema }, async (_req, { body, user }) => {
  const saved = await setPriceList(await requireOperatorApi(user), body);
  return NextResponse.json({ ok: true, version: saved.version });
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
