// POST /api/videos/reports/{reportId} – save a kept analysis result to the signed-in creator's account
import { NextResponse } from "next/server";
import { z } from "zod";

import { saveReport } from "@/lib/analyser";
import { otherMethods, route } from "@/lib/api";

/**
 * Saving keeps the result past the promised deletion time. Only a result
 * that is unsaved and still within its time, or already the caller's, can be
 * saved; anything else is the same 404.
 */
export const POST = route(
  { auth: "user", params: z.object({ reportId: z.string().max(64) }) },
  async (_request, { params, user }) => {
    await saveReport(params.reportId, user.id);
    return NextResponse.json({ saved: true });
  },
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
