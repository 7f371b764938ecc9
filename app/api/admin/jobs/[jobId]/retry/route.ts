// POST /api/admin/jobs/{jobId}/retry – the operator runs a DEAD job again
import { NextResponse } from "next/server";
import { z } from "zod";

import { requireOperatorApi, retryJob } from "@/lib/admin";
import { otherMethods, route } from "@/lib/api";

const paramsSchema = z.object({
  jobId: z
    .string()
    .regex(/^\d{1,18}$/)
    .transform((id) => BigInt(id)),
});

export const POST = route(
  { auth: "operator", params: paramsSchema, paramsNotFound: "المهمة غير موجودة" },
  async (_req, { params, user }) => {
    await retryJob(await requireOperatorApi(user), params.jobId);
    return NextResponse.json({ ok: true });
  },
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
