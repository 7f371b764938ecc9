// POST /api/admin/jobs/{jobId}/retry – the operator runs a DEAD job again
import { NextResponse } from "next/server";

import { route } from "@/lib/api";
import { AppError } from "@/lib/errors";
import { retryDeadJob } from "@/lib/jobs";

export const POST = route<{ jobId: string }, undefined, "operator">({ auth: "operator" }, async (_req, { params }) => {
  if (!/^\d{1,18}$/.test(params.jobId)) throw new AppError("NOT_FOUND", "المهمة غير موجودة");
  if (!(await retryDeadJob(BigInt(params.jobId)))) throw new AppError("CONFLICT", "هذه المهمة ليست متوقفة");
  return NextResponse.json({ ok: true });
});
