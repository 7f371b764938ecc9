import "server-only";

import { execFile } from "node:child_process";

import OpenAI, { toFile } from "openai";
import { z } from "zod";

import { env } from "@/lib/env";

import { MESSAGES } from "./limits";
import type { Measurements } from "./measure";
import type { AnalysisResult } from "./result";
import { estimatedViews, ratingFor, suggestedBoost, viralityScore } from "./score";
import { ONE_THREAD_OUTPUT, inputOptions, type Demuxer } from "./tools";

/** The model's judgement, as we ask for it and validate it. */
const judgement = z.object({
  hook: z.object({ score: z.number().min(0).max(100), message: z.string().min(1).max(500) }),
  content: z.object({ score: z.number().min(0).max(100), message: z.string().min(1).max(500) }),
  language: z.object({ score: z.number().min(0).max(100), message: z.string().min(1).max(500) }),
  summary: z.string().min(1).max(1000),
  recommendations: z.array(z.string().min(1).max(300)).max(6).default([]),
});
export type Judgement = z.infer<typeof judgement>;

const SYSTEM_PROMPT = `You review short vertical videos for TikTok creators in the Gulf.
You get a few frames, the Arabic transcript (may be empty) and measurements made with ffmpeg.
Judge the hook (first 3 seconds), the content and the language (clarity, Arabic dialect, captions).
Answer ONLY with JSON: {"hook":{"score":0-100,"message":"..."},"content":{"score":0-100,"message":"..."},
"language":{"score":0-100,"message":"..."},"summary":"...","recommendations":["..."]}.
All messages in Modern Standard Arabic, concrete and short.`;

function run(args: string[], timeoutMs: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    execFile(
      env().FFMPEG_PATH,
      args,
      { encoding: "buffer", timeout: timeoutMs, killSignal: "SIGKILL", maxBuffer: 16 * 1024 * 1024 },
      (error, stdout) => (error ? reject(error) : resolve(stdout)),
    );
  });
}

/** A few small JPEG frames: the start, the end of the hook, and the middle. */
async function frames(file: string, demuxer: Demuxer, m: Measurements): Promise<Buffer[]> {
  const times = [
    ...new Set([0.2, Math.min(2.5, m.durationS * 0.3), m.durationS / 2].map((t) => Math.round(t * 10) / 10)),
  ];
  return Promise.all(
    times.map((t) =>
      run(
        [
          "-v",
          "error",
          "-ss",
          String(t),
          ...inputOptions(demuxer),
          "-i",
          file,
          ...ONE_THREAD_OUTPUT,
          "-frames:v",
          "1",
          "-vf",
          "scale=320:-2",
          "-f",
          "image2pipe",
          "-c:v",
          "mjpeg",
          "pipe:1",
        ],
        15_000,
      ),
    ),
  );
}

async function transcript(client: OpenAI, file: string, demuxer: Demuxer): Promise<string> {
  const wav = await run(
    [
      "-v",
      "error",
      ...inputOptions(demuxer),
      "-i",
      file,
      ...ONE_THREAD_OUTPUT,
      "-vn",
      "-ac",
      "1",
      "-ar",
      "16000",
      "-f",
      "wav",
      "pipe:1",
    ],
    20_000,
  );
  const result = await client.audio.transcriptions.create({
    file: await toFile(wav, "audio.wav", { type: "audio/wav" }),
    model: "whisper-1",
    language: "ar",
  });
  return result.text;
}

/** Asks the model (frames + transcript + measurements) for its judgement. */
export async function askModel(file: string, demuxer: Demuxer, m: Measurements): Promise<Judgement> {
  const config = env();
  const client = new OpenAI({
    apiKey: config.OPENAI_API_KEY,
    baseURL: config.OPENAI_BASE_URL,
    maxRetries: 0,
    timeout: 45_000,
  });
  const [images, text] = await Promise.all([
    frames(file, demuxer, m),
    m.speechLikely ? transcript(client, file, demuxer) : Promise.resolve(""),
  ]);
  const completion = await client.chat.completions.create({
    model: config.OPENAI_MODEL,
    response_format: { type: "json_object" },
    temperature: 0.2,
    messages: [
      { role: "system", content: SYSTEM_PROMPT },
      {
        role: "user",
        content: [
          {
            type: "text",
            text: `Measurements: ${JSON.stringify(m)}\nTranscript (Arabic): ${text || "(no speech detected)"}`,
          },
          ...images.map((jpeg) => ({
            type: "image_url" as const,
            image_url: { url: `data:image/jpeg;base64,${jpeg.toString("base64")}`, detail: "low" as const },
          })),
        ],
      },
    ],
  });
  const content = completion.choices[0]?.message.content ?? "";
  return judgement.parse(JSON.parse(content));
}

/**
 * 429s and exhausted quotas get the documented usage-limit message
 * (docs/product-rules.md#video-analyser); anything else falls back quietly.
 */
export function isQuotaError(error: unknown): boolean {
  if (error instanceof OpenAI.APIError) {
    if (error.status === 429 || error.code === "insufficient_quota") return true;
  }
  const text = error instanceof Error ? error.message : String(error);
  return /429|quota|insufficient_quota/i.test(text);
}

export function fallbackNote(error: unknown): NonNullable<AnalysisResult["aiFallback"]> {
  return isQuotaError(error)
    ? { reason: "quota", title: MESSAGES.usageLimitTitle, message: MESSAGES.usageLimit }
    : {
        reason: "error",
        title: "تحليل احتياطي",
        message: "تعذر الوصول إلى تحليل الذكاء الاصطناعي الآن، فاستخدمنا التحليل المحلي المبني على قياس الفيديو.",
      };
}

/** Local scores and the model's, half and half; the model's words join ours. */
export function mergeJudgement(local: AnalysisResult, ai: Judgement, m: Measurements): AnalysisResult {
  const factors = local.analysisFactors.map((f) => {
    if (f.name === "First 3 Seconds (Hook)") return blend(f, ai.hook.score, ai.hook.message);
    if (f.name === "Language and Content")
      return blend(f, (ai.content.score + ai.language.score) / 2, `${ai.content.message} ${ai.language.message}`);
    return f;
  });
  const score = viralityScore(factors, m);
  const estimate = estimatedViews(score);
  return {
    ...local,
    summary: ai.summary,
    viralityScore: score,
    estimatedViews: estimate.text,
    analysisFactors: factors,
    recommendations: [
      ...local.recommendations,
      ...ai.recommendations.slice(0, 3).map((message) => ({ type: "info" as const, message })),
    ],
    source: "ai",
    suggestedViews: suggestedBoost(estimate.low),
  };
}

function blend<T extends { score: number; message: string }>(f: T, aiScore: number, aiMessage: string): T {
  const score = Math.round((f.score + aiScore) / 2);
  return { ...f, score, ...ratingFor(score), message: `${f.message} ${aiMessage}` };
}
