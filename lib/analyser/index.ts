import "server-only";

import { env } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { enforce } from "@/lib/rate-limit";
import { networkKey, Semaphore } from "@/lib/security";
import { logger } from "@/lib/log";

import { askModel, fallbackNote, mergeJudgement } from "./ai";
import { MAX_UPLOAD_BYTES, MESSAGES, UPLOADS_PER_IP_PER_HOUR, UPLOAD_LIMITS } from "./limits";
import { measureVideo } from "./measure";
import { probeVideo } from "./probe";
import { receiveUpload } from "./receive";
import { keepReport } from "./reports";
import type { AnalysisResult } from "./result";
import { scoreMeasurements } from "./score";
import { newUploadPath, removeUpload } from "./uploads";

export * from "./contract";
export { sweepUploads, uploadDir } from "./uploads";
export { REPORT_NOT_FOUND, getReport, saveReport, sweepReports, type KeptReport } from "./reports";
// The measuring steps on their own, for the analyser's bench (before/after cost and the accuracy set).
export { measureVideo, probeVideo, scoreMeasurements };
export { measureGraph } from "./measure";
export { inputOptions } from "./tools";

/**
 * Analyses a local video file: ffprobe checks it is a video within the limits,
 * one ffmpeg pass measures it, the measurements are scored; with an OpenAI key
 * the model's judgement is merged in, and any AI failure falls back to the
 * local result (saying so). Throws AppError (4xx) for files that are not
 * acceptable videos.
 */
export async function analyseVideo(file: string): Promise<AnalysisResult> {
  const probe = await probeVideo(file);
  const measurements = await measureVideo(file, probe);
  const online = Boolean(env().OPENAI_API_KEY);
  const local = scoreMeasurements(measurements, { online });
  if (!online) return local;
  try {
    return mergeJudgement(local, await askModel(file, probe.demuxer, measurements), measurements);
  } catch (error) {
    logger("analyser").warn("AI judgement failed; using the local analysis", { error });
    return { ...local, aiFallback: fallbackNote(error) };
  }
}

/** The result with the id of its kept copy; without one (the database failing) the analysis still answers. */
async function withKeptLink(result: AnalysisResult): Promise<AnalysisResult> {
  try {
    return { ...result, reportId: await keepReport(result) };
  } catch (error) {
    logger("analyser").warn("could not keep the analysis result", { error });
    return result;
  }
}

/** At most 2 analyses at once per process, 4 waiting up to 30 s; beyond that 429. */
const slots = ((globalThis as { __analyserSlots?: Semaphore }).__analyserSlots ??= new Semaphore(2, 4, 30_000));
/**
 * Uploads being received at once per process (each may hold 50 MB of disk);
 * no queue, and shared fairly: a client's first upload is received whenever a
 * place is free, a further one (of the client's, or of its /24 or /48) only
 * while half the places stay free for others, and never more than a few per
 * client. So three addresses with stalled uploads hold three places, not six.
 */
const receiving = ((globalThis as { __uploadReceives?: Semaphore }).__uploadReceives ??= new Semaphore(
  UPLOAD_LIMITS.concurrentReceives,
  0,
  0,
  UPLOAD_LIMITS.concurrentReceivesPerClient,
  Math.floor(UPLOAD_LIMITS.concurrentReceives / 2),
));

/**
 * The virality analysis of an uploaded video (multipart: `video` file, `data`
 * JSON), within the process's limits: a declared size over the cap is a 413,
 * a full house of uploads being received (or the client's share of it) a
 * 503, the client's hourly uploads a 429, a full analysis queue a 429.
 * `client` is the key of the client's limits (lib/security clientKey). The
 * file is deleted when the analysis ends, whatever the outcome; the result
 * is kept (reports.ts) and its id returned as `reportId`.
 */
export async function analyseUpload(request: Request, { client }: { client: string }): Promise<AnalysisResult> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > MAX_UPLOAD_BYTES + 1024 * 1024) throw new AppError("PAYLOAD_TOO_LARGE", MESSAGES.tooLarge);

  // Checked first, before a byte is read or the upload is counted against the client.
  const doneReceiving = await receiving.acquire(client, { group: networkKey(client) });
  if (!doneReceiving) throw new AppError("UNAVAILABLE", MESSAGES.uploadsBusy, { retryAfterSeconds: 30 });
  let file: string | null = null;
  try {
    try {
      await enforce(
        { key: `upload:ip:${client}`, limit: UPLOADS_PER_IP_PER_HOUR, windowSeconds: 3600 },
        MESSAGES.rateLimited,
      );
      file = await newUploadPath();
      await receiveUpload(request, file);
    } finally {
      doneReceiving();
    }
    const release = await slots.acquire();
    if (!release) throw new AppError("RATE_LIMITED", MESSAGES.busy, { retryAfterSeconds: 30 });
    let result: AnalysisResult;
    try {
      result = await analyseVideo(file);
    } finally {
      release();
    }
    return await withKeptLink(result);
  } finally {
    if (file) await removeUpload(file);
  }
}
