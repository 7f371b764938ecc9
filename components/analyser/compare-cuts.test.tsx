/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from "@testing-library/react";

import type { AnalysisResult, TimelineSecond } from "@/lib/analyser/contract";

import { CompareCuts } from "./compare-cuts";

// jsdom has no media decoding: the length the browser would read is given here.
jest.mock("./read-duration", () => ({ readVideoDuration: async () => 8 }));

const second = (t: number, dead: boolean): TimelineSecond => ({
  t,
  motion: dead ? 0 : 3,
  cuts: 0,
  loudness: dead ? null : -14,
  speech: !dead,
  brightness: 120,
  change: 0,
  silent: dead,
  frozen: dead,
  risk: dead ? 90 : 5,
  reasons: dead ? ["frozen", "silent"] : [],
});

const cut = (score: number, deadFrom: number): AnalysisResult => ({
  summary: "",
  viralityScore: score,
  estimatedViews: "",
  recommendations: [],
  analysisFactors: [{ name: "Video Length", rating: "Good", color: "primary", score: 90, message: "" }],
  source: "local",
  suggestedViews: 0,
  timeline: {
    durationS: 8,
    seconds: Array.from({ length: 8 }, (_, t) => second(t, t >= deadFrom)),
    stretches: [],
    opening: { score: 80, verdict: "", checks: [] },
    reasoning: "",
  },
  estimate: { low: 100, high: 500, band: 0, lowestBecause: null, basis: "", cannotSee: "" },
  speechHook: { status: "noSpeech", message: "" },
  findings: [],
});

const sent: FormData[] = [];
function answer(status: number, body: unknown) {
  global.fetch = jest.fn(async (_url: unknown, init?: RequestInit) => {
    sent.push(init!.body as FormData);
    return { ok: status < 400, status, statusText: "", json: async () => body } as Response;
  }) as typeof fetch;
}
const video = () => new File([new Uint8Array(64)], "cut-2.mp4", { type: "video/mp4" });
const choose = async () => {
  await act(async () => {
    fireEvent.change(screen.getByLabelText("اختر النسخة الثانية من الفيديو"), { target: { files: [video()] } });
  });
};

describe("comparing with a second cut", () => {
  it("uploads the second cut with the spec's fields and shows both on one chart, side by side, with the verdict", async () => {
    answer(200, cut(80, 8));
    render(<CompareCuts first={cut(30, 2)} />);
    await choose();
    expect(sent.at(-1)!.get("video")).toBeInstanceOf(File);
    expect(sent.at(-1)!.get("data")).toBe(JSON.stringify({ userId: 1 }));
    expect(document.querySelectorAll("[data-compare-chart] [data-curve]")).toHaveLength(2);
    expect(document.querySelector('[data-dead-only="first:2-8"]')).not.toBeNull();
    expect(document.querySelector("[data-verdict]")).toHaveTextContent(/^النسخة الثانية تحافظ على المشاهد أكثر/);
    expect(screen.getByRole("list", { name: "أين تختلف النسختان" })).toHaveTextContent(
      "من 0:02 إلى 0:08: لا يتغير شيء ولا يُسمع شيء في النسخة الأولى، بينما النسخة الثانية حيّة هناك.",
    );
    const score = screen.getByRole("row", { name: /الدرجة/ });
    expect(score).toHaveTextContent("3080");
    expect(screen.getByRole("row", { name: /طول الفيديو/ })).toHaveTextContent("9090");
  });

  it("keeps the first result and says why a second file was refused", async () => {
    answer(422, { message: "تعذر قراءة الملف كفيديو" });
    render(<CompareCuts first={cut(30, 2)} />);
    await choose();
    expect(screen.getByRole("alert")).toHaveTextContent("لم نتمكن من تحليل cut-2.mp4: تعذر قراءة الملف كفيديو");
    expect(document.querySelector("[data-compare-chart]")).toBeNull();
  });
});
