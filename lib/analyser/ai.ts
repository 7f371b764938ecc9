import "server-only";

import { execFile } from "node:child_process";

import OpenAI, { toFile } from "openai";
import { z } from "zod";

import { env } from "@/lib/env";

import { MESSAGES } from "./limits";
import type { Measurements } from "./measure";
import type { AnalysisResult, HookKind, SpeechHook } from "./result";
import { estimateViews, ratingFor, suggestedBoost, viewsText, viralityScore } from "./score";
import { ONE_THREAD_OUTPUT, inputOptions, type Demuxer } from "./tools";

/** The model's judgement, as we ask for it and validate it. */
const judgement = z.object({
  hook: z.object({ score: z.number().min(0).max(100), message: z.string().min(1).max(500) }),
  content: z.object({ score: z.number().min(0).max(100), message: z.string().min(1).max(500) }),
  language: z.object({ score: z.number().min(0).max(100), message: z.string().min(1).max(500) }),
  summary: z.string().min(1).max(1000),
  recommendations: z.array(z.string().min(1).max(300)).max(6).default([]),
  speechHook: z
    .object({
      quote: z.string().max(300),
      kinds: z.array(z.string()).max(8).default([]),
      message: z.string().min(1).max(500),
    })
    .optional(),
});
export type Judgement = z.infer<typeof judgement>;

const SYSTEM_PROMPT = `You review short vertical videos for TikTok creators in the Gulf.
You get a few frames, the Arabic transcript (may be empty) and measurements made with ffmpeg.
Judge the hook (first 3 seconds), the content and the language (clarity, Arabic dialect, captions).
Judge the spoken hook too: the words said in the first seconds (given separately) and whether they are
a question, a promise, a number or a name; quote the exact words you judged, copied from that text.
Answer ONLY with JSON: {"hook":{"score":0-100,"message":"..."},"content":{"score":0-100,"message":"..."},
"language":{"score":0-100,"message":"..."},"summary":"...","recommendations":["..."],
"speechHook":{"quote":"...","kinds":["question"|"promise"|"number"|"name"],"message":"..."}}.
All messages in Modern Standard Arabic, concrete and short.`;

/** The spoken hook is what is said in these first seconds. */
export const HOOK_SECONDS = 3;
const HOOK_KINDS: readonly HookKind[] = ["question", "promise", "number", "name"];

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

/** The whole transcript, and the words of the segments that start within the first HOOK_SECONDS. */
interface Transcript {
  text: string;
  opening: string;
}

async function transcript(client: OpenAI, file: string, demuxer: Demuxer): Promise<Transcript> {
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
    response_format: "verbose_json",
  });
  const opening = (result.segments ?? [])
    .filter((segment) => segment.start < HOOK_SECONDS)
    .map((segment) => segment.text.trim())
    .join(" ")
    .trim();
  return { text: result.text, opening };
}

const squash = (text: string) => text.replace(/\s+/g, " ").trim();

/**
 * The model's view of the spoken hook, held to the words really said: its
 * quote must be found in the opening's transcript (else the opening's own
 * words are shown), only the four known kinds count, and with no words
 * heard there is nothing to judge.
 */
export function speechHookFrom(ai: Judgement["speechHook"], opening: string): SpeechHook {
  const said = squash(opening);
  if (!said)
    return { status: "noSpeech", message: "لم نتعرف على كلمات في أول الثواني، فلا توجد جملة افتتاحية نحكم عليها." };
  if (!ai) return { status: "unavailable", message: "تعذر الحكم على كلمات البداية الآن؛ لم نقيّمها ولم نخمّن." };
  const quote = squash(ai.quote);
  return {
    status: "judged",
    quote: quote && said.includes(quote) ? quote : said.slice(0, 160),
    kinds: HOOK_KINDS.filter((k) => ai.kinds.includes(k)),
    message: ai.message,
  };
}

/** Asks the model (frames + transcript + measurements) for its judgement, with the opening's words it judged. */
export async function askModel(
  file: string,
  demuxer: Demuxer,
  m: Measurements,
): Promise<{ judgement: Judgement; opening: string }> {
  const config = env();
  const client = new OpenAI({
    apiKey: config.OPENAI_API_KEY,
    baseURL: config.OPENAI_BASE_URL,
    maxRetries: 0,
    timeout: 45_000,
  });
  const [images, text] = await Promise.all([
    frames(file, demuxer, m),
    m.speechLikely || m.speechStartS !== null
      ? transcript(client, file, demuxer)
      : Promise.resolve({ text: "", opening: "" }),
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
            text: `Measurements: ${JSON.stringify({ ...m, seconds: undefined })}\nTranscript (Arabic): ${text.text || "(no speech detected)"}\nWords of the first ${HOOK_SECONDS} seconds: ${text.opening || "(none)"}`,
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
  return { judgement: judgement.parse(JSON.parse(content)), opening: text.opening };
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
export function mergeJudgement(
  local: AnalysisResult,
  { judgement: ai, opening }: { judgement: Judgement; opening: string },
  m: Measurements,
): AnalysisResult {
  const factors = local.analysisFactors.map((f) => {
    if (f.name === "First 3 Seconds (Hook)") return blend(f, ai.hook.score, ai.hook.message);
    if (f.name === "Language and Content")
      return blend(f, (ai.content.score + ai.language.score) / 2, `${ai.content.message} ${ai.language.message}`);
    return f;
  });
  const score = viralityScore(factors, m, local.findings);
  const estimate = estimateViews(score, m, local.findings, "ai");
  return {
    ...local,
    summary: ai.summary,
    viralityScore: score,
    estimatedViews: viewsText(estimate),
    estimate,
    speechHook: local.speechHook.status === "noSpeech" ? local.speechHook : speechHookFrom(ai.speechHook, opening),
    analysisFactors: factors,
    recommendations: [
      ...local.recommendations,
      ...ai.recommendations.slice(0, 3).map((message) => ({ type: "info" as const, message })),
    ],
    source: "ai",
    suggestedViews: suggestedBoost(estimate),
  };
}

function blend<T extends { score: number; message: string }>(f: T, aiScore: number, aiMessage: string): T {
  const score = Math.round((f.score + aiScore) / 2);
  return { ...f, score, ...ratingFor(score), message: `${f.message} ${aiMessage}` };
}
