import { http, HttpResponse } from "msw";

import { resetEnvForTests } from "@/lib/env";
import { captureLogs } from "@/test/support/logs";
import { server } from "@/test/support/msw";
import { VideoFactory } from "@/test/support/videos";

import { analyseVideo } from ".";
import { MESSAGES } from "./limits";

// The OpenAI API is imitated with msw: the real SDK, real frames and audio from a
// generated video, and the API's documented answers, including its failures.
jest.setTimeout(60_000);

const OPENAI = "https://api.openai.com/v1";
const videos = new VideoFactory();
let file: string;
let logs: ReturnType<typeof captureLogs>;

beforeAll(() => {
  process.env.OPENAI_API_KEY = "sk-test-not-a-real-key";
  delete process.env.OPENAI_BASE_URL;
  resetEnvForTests();
  file = videos.make("talk.mp4", { colours: ["black", "white", "red"], secondsEach: 2, audio: "speechlike" });
});
afterAll(() => {
  delete process.env.OPENAI_API_KEY;
  resetEnvForTests();
  videos.cleanup();
});
beforeEach(() => {
  logs = captureLogs();
});
afterEach(() => logs.restore());

const judgement = {
  hook: { score: 40, message: "الافتتاحية هادئة وتحتاج سؤالاً مباشراً." },
  content: { score: 60, message: "الفكرة واضحة." },
  language: { score: 80, message: "العربية واضحة ومفهومة." },
  summary: "فيديو واعد يحتاج بداية أقوى.",
  recommendations: ["ابدأ بسؤال يثير الفضول.", "أضف نصاً على الشاشة."],
};

/** A whisper-1 verbose_json answer, as documented: the text and its timed segments. */
function transcription(segments: { start: number; end: number; text: string }[]) {
  return HttpResponse.json({
    task: "transcribe",
    language: "arabic",
    duration: 6,
    text: segments.map((s) => s.text).join(""),
    segments: segments.map((s, id) => ({
      id,
      seek: 0,
      ...s,
      tokens: [],
      temperature: 0,
      avg_logprob: -0.2,
      compression_ratio: 1.1,
      no_speech_prob: 0.01,
    })),
  });
}
const SPOKEN = [
  { start: 0, end: 2.4, text: " هل تعرف كم درهماً توفر كل شهر؟" },
  { start: 3.2, end: 5.8, text: " مرحبا بكم في قناتي" },
];

function completion(content: string) {
  return HttpResponse.json({
    id: "chatcmpl-1",
    object: "chat.completion",
    created: 1,
    model: "gpt-4o-mini",
    choices: [{ index: 0, finish_reason: "stop", message: { role: "assistant", content } }],
    usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
  });
}

describe("AI judgement (OpenAI)", () => {
  it("sends frames and the Arabic transcript, and merges the model's judgement", async () => {
    let chatBody: { model: string; messages: { role: string; content: unknown }[] } | undefined;
    let transcriptionForm: FormData | undefined;
    server.use(
      http.post(`${OPENAI}/audio/transcriptions`, async ({ request }) => {
        transcriptionForm = await request.formData();
        return transcription(SPOKEN);
      }),
      http.post(`${OPENAI}/chat/completions`, async ({ request }) => {
        expect(request.headers.get("authorization")).toBe("Bearer sk-test-not-a-real-key");
        chatBody = (await request.json()) as typeof chatBody;
        return completion(
          JSON.stringify({
            ...judgement,
            speechHook: {
              quote: "هل تعرف كم درهماً توفر كل شهر؟",
              kinds: ["question", "number", "clickbait"],
              message: "تبدأ بسؤال فيه رقم يثير الفضول.",
            },
          }),
        );
      }),
    );
    const result = await analyseVideo(file);

    expect(transcriptionForm?.get("language")).toBe("ar");
    expect(transcriptionForm?.get("model")).toBe("whisper-1");
    expect(transcriptionForm?.get("response_format")).toBe("verbose_json");
    const user = chatBody!.messages.find((m) => m.role === "user")!.content as { type: string; text?: string }[];
    expect(user.filter((p) => p.type === "image_url").length).toBeGreaterThanOrEqual(2);
    expect(user.find((p) => p.type === "text")?.text).toContain("مرحبا بكم في قناتي");
    // Only the words said in the first seconds are the hook.
    expect(user.find((p) => p.type === "text")?.text).toMatch(
      /Words of the first 3 seconds: هل تعرف كم درهماً توفر كل شهر؟$/,
    );
    expect(result.speechHook).toEqual({
      status: "judged",
      quote: "هل تعرف كم درهماً توفر كل شهر؟",
      kinds: ["question", "number"],
      message: "تبدأ بسؤال فيه رقم يثير الفضول.",
    });

    expect(result.source).toBe("ai");
    expect(result.aiFallback).toBeUndefined();
    expect(result.summary).toBe(judgement.summary);
    const hook = result.analysisFactors.find((f) => f.name === "First 3 Seconds (Hook)")!;
    expect(hook.message).toContain(judgement.hook.message);
    expect(result.recommendations.map((r) => r.message)).toEqual(expect.arrayContaining(judgement.recommendations));
  });

  it("shows the words really said when the model quotes words that were not", async () => {
    server.use(
      http.post(`${OPENAI}/audio/transcriptions`, () => transcription(SPOKEN)),
      http.post(`${OPENAI}/chat/completions`, () =>
        completion(
          JSON.stringify({
            ...judgement,
            speechHook: { quote: "اشترك الآن واربح مليون", kinds: ["promise"], message: "وعد قوي." },
          }),
        ),
      ),
    );
    const result = await analyseVideo(file);
    expect(result.speechHook).toMatchObject({ status: "judged", quote: "هل تعرف كم درهماً توفر كل شهر؟" });
  });

  it("says the spoken hook was not judged when the model is unreachable, and without a key that it needs the online judgement", async () => {
    server.use(
      http.post(`${OPENAI}/audio/transcriptions`, () => transcription(SPOKEN)),
      http.post(`${OPENAI}/chat/completions`, () =>
        HttpResponse.json({ error: { message: "The server had an error", type: "server_error" } }, { status: 500 }),
      ),
    );
    const failed = await analyseVideo(file);
    expect(failed.speechHook.status).toBe("unavailable");
    expect(failed.speechHook.message).toContain("لم نقيّمها");

    delete process.env.OPENAI_API_KEY;
    resetEnvForTests();
    try {
      const offline = await analyseVideo(file);
      expect(offline.speechHook.status).toBe("needsOnline");
      expect(offline.speechHook.message).toContain("يحتاج التحليل عبر الإنترنت");
      expect(offline.speechHook).not.toHaveProperty("quote");
    } finally {
      process.env.OPENAI_API_KEY = "sk-test-not-a-real-key";
      resetEnvForTests();
    }
  });

  it("falls back to the local analysis with the spec's usage-limit message on an exhausted quota (429)", async () => {
    server.use(
      http.post(`${OPENAI}/audio/transcriptions`, () => transcription([])),
      http.post(`${OPENAI}/chat/completions`, () =>
        HttpResponse.json(
          {
            error: {
              message: "You exceeded your current quota, please check your plan and billing details.",
              type: "insufficient_quota",
              param: null,
              code: "insufficient_quota",
            },
          },
          { status: 429 },
        ),
      ),
    );
    const result = await analyseVideo(file);
    expect(result.source).toBe("local");
    expect(result.aiFallback).toEqual({
      reason: "quota",
      title: MESSAGES.usageLimitTitle,
      message: MESSAGES.usageLimit,
    });
    expect(result.analysisFactors).toHaveLength(4);
  });

  it("falls back quietly on a server error or an answer that is not the JSON we asked for", async () => {
    server.use(
      http.post(`${OPENAI}/audio/transcriptions`, () => transcription([])),
      http.post(`${OPENAI}/chat/completions`, () =>
        HttpResponse.json({ error: { message: "The server had an error", type: "server_error" } }, { status: 500 }),
      ),
    );
    const failed = await analyseVideo(file);
    expect(failed.source).toBe("local");
    expect(failed.aiFallback?.reason).toBe("error");

    server.use(http.post(`${OPENAI}/chat/completions`, () => completion("sure! here is my review")));
    const garbled = await analyseVideo(file);
    expect(garbled.aiFallback?.reason).toBe("error");
    expect(garbled.viralityScore).toBe(failed.viralityScore);
  });
});
