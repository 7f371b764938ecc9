// POST /api/admin/jobs/{jobId}/retry – the operator runs a DEAD job again
import { NextResponse } from "next/server";
import { z } from "zod";

import { otherMethods, route } from "@/lib/api";
import { AppError } from "@/lib/errors";
import { retryDeadJob } from "@/lib/jobs";

const paramsSchema = z.object({
  jobId: z
    .string()
    .regex(/^\d{1,18}$/)
    .transform((id) => BigInt(id)),
});

export const POST = route(
  { auth: "operator", params: paramsSchema, paramsNotFound: "المهمة غير موجودة" },
  async (_req, { params }) => {
    if (!(await retryDeadJob(params.jobId))) throw new AppError("CONFLICT", "هذه المهمة ليست متوقفة");
    return NextResponse.json({ ok: true });
  },
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
