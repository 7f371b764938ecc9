// POST /api/videos/upload – analyse a short video (multipart: video, data)
import { NextResponse } from "next/server";

import { analyseUpload } from "@/lib/analyser";
import { otherMethods, route } from "@/lib/api";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/**
 * POST /api/videos/upload (multipart: `video` file, `data` JSON): the virality
 * analysis of the video. No sign-in. Limits, queueing and the temporary file
 * are lib/analyser's (analyseUpload).
 */
export const POST = route({}, async (request, { client }) =>
  NextResponse.json(await analyseUpload(request, { client })),
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
