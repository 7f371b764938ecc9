import "server-only";

import { env } from "@/lib/env";
import { logger } from "@/lib/log";

import { askModel, fallbackNote, mergeJudgement } from "./ai";
import { measureVideo } from "./measure";
import { probeVideo } from "./probe";
import type { AnalysisResult } from "./result";
import { scoreMeasurements } from "./score";

export { MAX_DURATION_SECONDS, MAX_UPLOAD_BYTES, MESSAGES } from "./limits";
export type { AnalysisResult } from "./result";

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
  const local = scoreMeasurements(measurements);
  if (!env().OPENAI_API_KEY) return local;
  try {
    return mergeJudgement(local, await askModel(file, probe.demuxer, measurements), measurements);
  } catch (error) {
    logger("analyser").warn("AI judgement failed; using the local analysis", { error });
    return { ...local, aiFallback: fallbackNote(error) };
  }
}
