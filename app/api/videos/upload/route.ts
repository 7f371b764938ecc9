// POST /api/videos/upload – analyse a short video (multipart: video, data)
import { NextResponse } from "next/server";

import {
  MAX_UPLOAD_BYTES,
  MESSAGES,
  analyseVideo,
  UPLOAD_LIMITS,
  receiveUpload,
  newUploadPath,
  removeUpload,
} from "@/lib/analyser";
import { Semaphore } from "@/lib/security";
import { route } from "@/lib/api";
import { AppError } from "@/lib/errors";
import { enforce } from "@/lib/rate-limit";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** At most 2 analyses at once per process, 4 waiting up to 30 s; beyond that 429. */
const slots = ((globalThis as { __analyserSlots?: Semaphore }).__analyserSlots ??= new Semaphore(2, 4, 30_000));
/** Uploads being received at once per process (each may hold 50 MB of disk); no queue. */
const receiving = ((globalThis as { __uploadReceives?: Semaphore }).__uploadReceives ??= new Semaphore(
  UPLOAD_LIMITS.concurrentReceives,
  0,
  0,
));

/** Uploads per client IP per hour (known only behind a trusted proxy). */
export const UPLOADS_PER_IP_PER_HOUR = 20;

/**
 * POST /api/videos/upload (multipart: `video` file, `data` JSON): the virality
 * analysis of the video. No sign-in. The file is deleted when the analysis
 * ends, whatever the outcome.
 */
export const POST = route({}, async (request, { ip }) => {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > MAX_UPLOAD_BYTES + 1024 * 1024) throw new AppError("PAYLOAD_TOO_LARGE", MESSAGES.tooLarge);

  // Checked first, before a byte is read or the upload is counted against the client.
  const doneReceiving = await receiving.acquire();
  if (!doneReceiving) throw new AppError("UNAVAILABLE", MESSAGES.uploadsBusy, { retryAfterSeconds: 30 });
  let file: string | null = null;
  try {
    try {
      await enforce(
        { key: ip && `upload:ip:${ip}`, limit: UPLOADS_PER_IP_PER_HOUR, windowSeconds: 3600 },
        MESSAGES.rateLimited,
      );
      file = await newUploadPath();
      await receiveUpload(request, file);
    } finally {
      doneReceiving();
    }
    const release = await slots.acquire();
    if (!release) throw new AppError("RATE_LIMITED", MESSAGES.busy, { retryAfterSeconds: 30 });
    try {
      return NextResponse.json(await analyseVideo(file));
    } finally {
      release();
    }
  } finally {
    if (file) await removeUpload(file);
  }
});
