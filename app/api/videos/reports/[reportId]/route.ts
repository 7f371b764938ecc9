// GET  /api/videos/reports/{reportId} – a kept analysis result (the link's measurements, never the video)
// POST /api/videos/reports/{reportId} – save a kept analysis result to the signed-in creator's account
import { NextResponse } from "next/server";
import { z } from "zod";

import { REPORT_NOT_FOUND, getReport, saveReport } from "@/lib/analyser";
import { otherMethods, route } from "@/lib/api";
import { AppError } from "@/lib/errors";

const params = z.object({ reportId: z.string().max(64) });

/**
 * The kept result by its link, as the upload answered it: unknown, malformed,
 * deleted or past its deletion time is the same 404.
 */
export const GET = route({ params }, async (_request, { params }) => {
  const report = await getReport(params.reportId);
  if (!report) throw new AppError("NOT_FOUND", REPORT_NOT_FOUND);
  return NextResponse.json(report.result, { headers: { "Cache-Control": "private, no-store" } });
});

/**
 * Saving keeps the result past the promised deletion time. Only a result
 * that is unsaved and still within its time, or already the caller's, can be
 * saved; anything else is the same 404.
 */
export const POST = route({ auth: "user", params }, async (_request, { params, user }) => {
  await saveReport(params.reportId, user.id);
  return NextResponse.json({ saved: true });
});

export const { PUT, PATCH, DELETE } = otherMethods("GET", "POST");
