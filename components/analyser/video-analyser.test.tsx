/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from "@testing-library/react";

import { MESSAGES } from "@/lib/analyser/contract";
import type { AnalysisResult } from "@/lib/analyser/contract";

import { VideoAnalyser } from "./video-analyser";

const toastError = jest.fn();
const toastWarning = jest.fn();
jest.mock("@/components/ui/toast", () => ({
  toast: { error: (...a: unknown[]) => toastError(...a), warning: (...a: unknown[]) => toastWarning(...a) },
}));
// jsdom has no media decoding: the length the browser would read is given here.
let browserDuration: number | null = 12;
jest.mock("./read-duration", () => ({ readVideoDuration: async () => browserDuration }));

const second = (t: number, risk: number) => ({
  t,
  motion: risk > 40 ? 0 : 3,
  cuts: 0,
  loudness: -14,
  speech: true,
  brightness: 120,
  change: 0,
  silent: false,
  frozen: risk > 40,
  risk,
  reasons: risk > 40 ? (["frozen"] as const).slice() : [],
});

const result = (score: number, extra: Partial<AnalysisResult> = {}): AnalysisResult => ({
  summary: "فرص انتشار جيدة",
  viralityScore: score,
  estimatedViews: "10,000 - 50,000",
  recommendations: [{ type: "warning", message: "أول قطع يأتي عند 4.2 ث" }],
  analysisFactors: [
    { name: "Video Length", rating: "Excellent", color: "success", score: 95, message: "مدة الفيديو 12.0 ثانية" },
    { name: "First 3 Seconds (Hook)", rating: "Average", color: "warning", score: 55, message: "…" },
    { name: "Speed and Pacing", rating: "Good", color: "primary", score: 80, message: "…" },
    { name: "Language and Content", rating: "Poor", color: "destructive", score: 30, message: "…" },
  ],
  source: "local",
  suggestedViews: 10_000,
  timeline: {
    durationS: 8,
    seconds: [0, 0, 10, 70, 80, 90, 20, 0].map((r, t) => second(t, r)),
    stretches: [
      { fromS: 3, toS: 6, reason: "frozen", advice: "من 0:03 إلى 0:06 لا يتغير شيء على الشاشة، وهنا يمرّر المشاهد." },
    ],
    opening: {
      score: 80,
      verdict: "بداية تشد الانتباه في أول ثانيتين.",
      checks: [{ ok: true, text: "الصوت يبدأ فوراً" }],
    },
    reasoning: "يرتفع الخطر حيث لا يتغير شيء.",
  },
  estimate: {
    low: 10_000,
    high: 50_000,
    band: 3,
    lowestBecause: null,
    basis: "مبني على ما قسناه.",
    cannotSee: "لا يرى حسابك ولا توقيت النشر ولا الترند ولا الحظ.",
  },
  speechHook: { status: "needsOnline", message: "الحكم على كلماتك يحتاج التحليل عبر الإنترنت." },
  findings: ["speech", "dead-stretch"],
  ...extra,
});

let answer: (r: { ok: boolean; status: number; body: unknown }) => void;
beforeEach(() => {
  jest.useFakeTimers();
  browserDuration = 12;
  toastError.mockReset();
  toastWarning.mockReset();
  global.fetch = jest.fn(
    () =>
      new Promise<Response>((resolve) => {
        answer = ({ ok, status, body }) =>
          resolve({ ok, status, statusText: "", json: async () => body } as unknown as Response);
      }),
  ) as unknown as typeof fetch;
  window.requestAnimationFrame = (cb) => window.setTimeout(() => cb(0), 0);
});
afterEach(() => jest.useRealTimers());

const video = (name = "clip.mp4", type = "video/mp4") => new File([new Uint8Array(1024)], name, { type });
const choose = (file: File) =>
  act(async () => {
    fireEvent.change(screen.getByLabelText(/اسحب الفيديو/), { target: { files: [file] } });
  });
const tick = (ms: number) => act(async () => void jest.advanceTimersByTime(ms));
const problem = () => document.querySelector("[data-upload-problem]");
const progress = () => Number(screen.getByRole("progressbar", { name: "تقدم التحليل" }).getAttribute("aria-valuenow"));

describe("video analyser", () => {
  it("rises 5 points every 200 ms up to 95, then 100 and 'analyzing', and shows the result 2 s later", async () => {
    render(<VideoAnalyser />);
    await choose(video());
    expect(progress()).toBe(0);
    await tick(200);
    expect(progress()).toBe(5);
    await tick(1_000);
    expect(progress()).toBe(30);
    await tick(10_000);
    expect(progress()).toBe(95);
    await act(async () => answer({ ok: true, status: 200, body: result(80) }));
    expect(progress()).toBe(100);
    expect(screen.getByText("جاري تحليل الفيديو...")).toBeInTheDocument();
    expect(document.getElementById("results-section")).toBeNull();
    await tick(1_999);
    expect(document.getElementById("results-section")).toBeNull();
    await tick(1);
    expect(document.getElementById("results-section")).not.toBeNull();
    expect(screen.getByRole("img", { name: "درجة الانتشار 80 من 100" })).toBeInTheDocument();
    expect(screen.getByText("10,000 - 50,000")).toBeInTheDocument();
    expect(screen.getByText("أول قطع يأتي عند 4.2 ث")).toBeInTheDocument();
    // The timeline: the chart names its risky stretch, the advice gives its timestamps.
    expect(screen.getByRole("img", { name: /مقطع خطر، من 0:03 إلى 0:06/ })).toBeInTheDocument();
    expect(document.querySelector('[data-stretch="3-6"]')).not.toBeNull();
    expect(screen.getByRole("list", { name: "المقاطع الخطرة" })).toHaveTextContent("من 0:03 إلى 0:06 لا يتغير شيء");
    expect(screen.getByText(/لا يرى حسابك ولا توقيت النشر/)).toBeInTheDocument();
    expect(screen.getByText("الحكم على كلماتك يحتاج التحليل عبر الإنترنت.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /عزّز الفيديو بـ 10,000 مشاهدة/ })).toHaveAttribute(
      "href",
      "/?serviceType=views&quantity=10000",
    );
  });

  it("colours the ring green at 75 or more and blue below", async () => {
    render(<VideoAnalyser />);
    await choose(video());
    await act(async () => answer({ ok: true, status: 200, body: result(75) }));
    await tick(2_000);
    expect(document.querySelector("[data-color]")?.getAttribute("data-color")).toBe("green");
    fireEvent.click(screen.getByRole("button", { name: "تحليل فيديو آخر" }));
    await choose(video());
    await act(async () => answer({ ok: true, status: 200, body: result(74) }));
    await tick(2_000);
    expect(document.querySelector("[data-color]")?.getAttribute("data-color")).toBe("blue");
  });

  it("clears the result when analysing another video", async () => {
    render(<VideoAnalyser />);
    await choose(video());
    await act(async () => answer({ ok: true, status: 200, body: result(60) }));
    await tick(2_000);
    fireEvent.click(screen.getByRole("button", { name: "تحليل فيديو آخر" }));
    expect(document.getElementById("results-section")).toBeNull();
    expect(screen.queryByRole("progressbar", { name: "تقدم التحليل" })).toBeNull();
  });

  it("refuses a file that is not a video, too large or too long before uploading, and keeps saying why on the page", async () => {
    render(<VideoAnalyser />);
    await choose(video("notes.txt", "text/plain"));
    expect(problem()).toHaveTextContent(MESSAGES.invalidType);
    expect(problem()).toHaveTextContent("notes.txt");
    const big = video();
    Object.defineProperty(big, "size", { value: 51 * 1024 * 1024 });
    await choose(big);
    expect(problem()).toHaveTextContent(`${MESSAGES.tooLarge} (حجم الملف 51.0 ميجابايت)`);
    browserDuration = 40;
    await choose(video("long.mp4"));
    expect(problem()).toHaveTextContent(`${MESSAGES.tooLong} (مدة الفيديو 40.0 ثانية)`);
    expect(problem()).toHaveTextContent("قصّ الفيديو إلى 30 ثانية أو أقل");
    expect(global.fetch).not.toHaveBeenCalled();
    await tick(10_000);
    expect(problem()).toHaveTextContent(MESSAGES.tooLong);
    expect(toastError).not.toHaveBeenCalled();
  });

  it("uploads when the browser cannot read the length (the server decides)", async () => {
    browserDuration = null;
    render(<VideoAnalyser />);
    await choose(video());
    expect(global.fetch).toHaveBeenCalledTimes(1);
  });

  it("goes back to the start on a server error, and keeps its message beside the drop zone", async () => {
    render(<VideoAnalyser />);
    await choose(video());
    await tick(600);
    await act(async () => answer({ ok: false, status: 422, body: { message: MESSAGES.notAVideo } }));
    expect(screen.queryByRole("progressbar", { name: "تقدم التحليل" })).toBeNull();
    expect(screen.getByRole("alert")).toHaveTextContent(MESSAGES.notAVideo);
    expect(screen.getByRole("alert")).toHaveTextContent("اختر ملف الفيديو نفسه من معرض هاتفك");
    await tick(10_000);
    expect(screen.getByRole("alert")).toHaveTextContent(MESSAGES.notAVideo);
    // A new choice clears it.
    await choose(video());
    expect(problem()).toBeNull();
  });

  it("shows a plain Arabic message, not a status code, when the server gives none (a proxy error, the network)", async () => {
    render(<VideoAnalyser />);
    await choose(video());
    await act(async () => answer({ ok: false, status: 502, body: null }));
    expect(problem()).toHaveTextContent("حدث خطأ أثناء رفع الفيديو، يرجى المحاولة مرة أخرى");
    expect(problem()).not.toHaveTextContent("502");
    expect(screen.queryByRole("progressbar", { name: "تقدم التحليل" })).toBeNull();
  });

  it("shows the usage-limit texts for quota failures, and when the AI fell back", async () => {
    render(<VideoAnalyser />);
    await choose(video());
    await act(async () => answer({ ok: false, status: 500, body: { message: "insufficient_quota" } }));
    expect(problem()).toHaveTextContent(MESSAGES.usageLimitTitle);
    expect(problem()).toHaveTextContent(MESSAGES.usageLimit);
    await choose(video());
    const fallback = { reason: "quota" as const, title: MESSAGES.usageLimitTitle, message: MESSAGES.usageLimit };
    await act(async () => answer({ ok: true, status: 200, body: result(50, { aiFallback: fallback }) }));
    await tick(2_000);
    expect(toastWarning).toHaveBeenCalledWith(MESSAGES.usageLimitTitle, { description: MESSAGES.usageLimit });
  });

  it("highlights a drag of one video and turns red for anything else", () => {
    render(<VideoAnalyser />);
    const zone = screen.getByText(/اسحب الفيديو/).closest("label")!;
    fireEvent.dragOver(zone, { dataTransfer: { items: [{ kind: "file", type: "video/mp4" }] } });
    expect(zone).toHaveAttribute("data-drag", "over");
    fireEvent.dragOver(zone, { dataTransfer: { items: [{ kind: "file", type: "image/png" }] } });
    expect(zone).toHaveAttribute("data-drag", "reject");
    fireEvent.dragOver(zone, {
      dataTransfer: {
        items: [
          { kind: "file", type: "video/mp4" },
          { kind: "file", type: "video/mp4" },
        ],
      },
    });
    expect(zone).toHaveAttribute("data-drag", "reject");
    fireEvent.dragLeave(zone);
    expect(zone).toHaveAttribute("data-drag", "none");
  });
});
