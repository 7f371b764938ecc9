import "server-only";

import { env } from "@/lib/env";

import { askModel, fallbackNote, mergeJudgement } from "./ai";
import { measureVideo } from "./measure";
import { probeVideo } from "./probe";
import type { AnalysisResult } from "./result";
import { scoreMeasurements } from "./score";

export * from "./contract";
export { receiveUpload } from "./receive";
export { newUploadPath, removeUpload, sweepUploads, uploadDir } from "./uploads";

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
    console.warn(
      "[analyser] AI judgement failed; using the local analysis",
      error instanceof Error ? error.message : error,
    );
    return { ...local, aiFallback: fallbackNote(error) };
  }
}
