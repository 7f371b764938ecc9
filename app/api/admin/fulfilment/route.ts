// POST /api/admin/fulfilment – the operator pauses or resumes submissions, or reads the panel balance now
import { NextResponse } from "next/server";
import { z } from "zod";

import { controlSubmissions, requireOperatorApi } from "@/lib/admin";
import { otherMethods, route } from "@/lib/api";

const bodySchema = z.object({ action: z.enum(["pause", "resume", "check-balance"]) });

export const POST = route({ auth: "operator", body: bodySchema }, async (_req, { body, user }) => {
  const operator = await requireOperatorApi(user);
  await controlSubmissions(operator, body.action);
  return NextResponse.json({ ok: true });
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
