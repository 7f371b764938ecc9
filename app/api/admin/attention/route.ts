// GET /api/admin/attention?page.<kind>=n – what needs an operator: every section's true count and a page of it
import { NextResponse } from "next/server";

import { ATTENTION_KINDS, getAttention, requireOperatorApi, type AttentionKind } from "@/lib/admin";
import { otherMethods, route } from "@/lib/api";

export const dynamic = "force-dynamic";

export const GET = route({ auth: "operator" }, async (req, { user }) => {
  await requireOperatorApi(user);
  const pages: Partial<Record<AttentionKind, number>> = {};
  for (const kind of ATTENTION_KINDS) {
    const page = Number(req.nextUrl.searchParams.get(`page.${kind}`) ?? "1");
    pages[kind] = Number.isSafeInteger(page) && page > 0 ? page : 1;
  }
  return NextResponse.json(await getAttention({ pages }));
});

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
