/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";

import type { AnalysisResult } from "@/lib/analyser/contract";

import { AnalysisResults } from "./analysis-results";

const INCOMPLETE =
  "الملف ناقص: مدته المكتوبة 8.0 ث لكن صوره تنتهي عند 4.0 ث (ربما انقطع نسخه أو رفعه). حللنا ما وصل فقط؛ صدّر الفيديو من جديد وارفعه كاملاً لتحليل كامل.";

const result = (extra: Partial<AnalysisResult>): AnalysisResult => ({
  summary: "فرص انتشار ضعيفة",
  viralityScore: 28,
  estimatedViews: "100 - 500",
  recommendations: [
    { type: "warning", message: "من 0:02 إلى 0:08 لا يتغير شيء على الشاشة، وهنا يمرّر المشاهد." },
    { type: "warning", message: "لا يُسمع شيء في الفيديو تقريباً؛ أضف تعليقاً صوتياً أو موسيقى." },
    { type: "info", message: "الدقة 180×320 منخفضة." },
  ],
  analysisFactors: [],
  source: "local",
  suggestedViews: 0,
  timeline: {
    durationS: 8,
    seconds: [],
    stretches: [],
    opening: { score: 80, verdict: "", checks: [] },
    reasoning: "",
  },
  estimate: {
    low: 100,
    high: 500,
    band: 0,
    lowestBecause: "لا يتغير شيء ولا يُسمع شيء في 75% من الفيديو.",
    basis: "",
    cannotSee: "",
  },
  speechHook: { status: "noSpeech", message: "لم نسمع كلاماً." },
  findings: ["mostly-dead", "lowest-band"],
  ...extra,
});

describe("the results section", () => {
  it("offers no boost to a clip in the lowest band, and says what to fix first", () => {
    render(<AnalysisResults result={result({})} boostHref="/?serviceType=views&quantity=0" />);
    expect(screen.queryByRole("link", { name: /عزّز الفيديو/ })).toBeNull();
    const fixFirst = document.querySelector("[data-fix-first]")!;
    expect(fixFirst).toHaveTextContent("أصلح الفيديو أولاً، ثم فكّر في التعزيز");
    expect(fixFirst).toHaveTextContent("من 0:02 إلى 0:08 لا يتغير شيء على الشاشة");
    expect(fixFirst).toHaveTextContent("لا يُسمع شيء في الفيديو");
  });

  it("offers the sized boost otherwise", () => {
    const estimate = { ...result({}).estimate, low: 10_000, high: 50_000, band: 3, lowestBecause: null };
    render(<AnalysisResults result={result({ suggestedViews: 10_000, estimate })} boostHref="/?q=10000" />);
    expect(screen.getByRole("link", { name: "عزّز الفيديو بـ 10,000 مشاهدة" })).toHaveAttribute("href", "/?q=10000");
    expect(document.querySelector("[data-fix-first]")).toBeNull();
  });

  it("says first that a file ended early, and not again among the things to change", () => {
    const recommendations = [{ type: "warning" as const, message: INCOMPLETE }, ...result({}).recommendations];
    render(
      <AnalysisResults
        result={result({ incomplete: { declaredS: 8, analysedS: 4, message: INCOMPLETE }, recommendations })}
        boostHref="/"
      />,
    );
    expect(screen.getAllByText(INCOMPLETE)).toHaveLength(1);
    expect(document.querySelector("[data-incomplete]")).toHaveTextContent(INCOMPLETE);
  });
});
