import { compareCuts } from "./compare";
import type { AnalysisResult, TimelineSecond } from "./result";

/** A second that is alive (moving, heard) or dead (frozen and silent). */
const second = (t: number, state: "alive" | "dead" | "dark"): TimelineSecond => ({
  t,
  motion: state === "dead" ? 0 : 3,
  cuts: 0,
  loudness: state === "dead" ? null : -14,
  speech: state !== "dead",
  brightness: state === "dark" ? 20 : 120,
  change: 0,
  silent: state === "dead",
  frozen: state === "dead",
  risk: state === "dead" ? 90 : state === "dark" ? 40 : 5,
  reasons: state === "dead" ? ["frozen", "silent"] : state === "dark" ? ["dark"] : [],
});

const cut = (score: number, states: ("alive" | "dead" | "dark")[]): AnalysisResult => ({
  summary: "",
  viralityScore: score,
  estimatedViews: "",
  recommendations: [],
  analysisFactors: [
    { name: "Video Length", rating: "Good", color: "primary", score: 90, message: "" },
    { name: "First 3 Seconds (Hook)", rating: "Good", color: "primary", score: score, message: "" },
  ],
  source: "local",
  suggestedViews: 0,
  timeline: {
    durationS: states.length,
    seconds: states.map((s, t) => second(t, s)),
    stretches: [],
    opening: { score: 80, verdict: "", checks: [] },
    reasoning: "",
  },
  estimate: { low: 100, high: 500, band: 0, lowestBecause: null, basis: "", cannotSee: "" },
  speechHook: { status: "noSpeech", message: "" },
  findings: [],
});

describe("comparing two cuts", () => {
  const dying = cut(30, ["alive", "alive", "dead", "dead", "dead", "dead", "dead", "dead"]);
  const lively = cut(80, ["alive", "alive", "alive", "alive", "alive", "dead", "alive", "alive"]);

  it("names the cut that holds viewers better, with the figures, and the seconds where only the other is dead", () => {
    const c = compareCuts(dying, lively);
    expect(c.better).toBe("second");
    expect(c.verdict).toMatch(
      /^النسخة الثانية تحافظ على المشاهد أكثر: احتفاظ بالمشاهد 3\d من 100 مقابل 8\d، والدرجة 30 مقابل 80/,
    );
    expect(c.deadOnly).toEqual([
      { fromS: 2, toS: 5, dead: "first" },
      { fromS: 6, toS: 8, dead: "first" },
    ]);
    expect(c.where[0]).toBe(
      "من 0:02 إلى 0:05: لا يتغير شيء ولا يُسمع شيء في النسخة الأولى، بينما النسخة الثانية حيّة هناك.",
    );
    expect(c.factors).toEqual([
      { name: "Video Length", scores: [90, 90] },
      { name: "First 3 Seconds (Hook)", scores: [30, 80] },
    ]);
  });

  it("is the same comparison whichever cut is uploaded first", () => {
    const c = compareCuts(lively, dying);
    expect(c.better).toBe("first");
    expect(c.where[0]).toContain("في النسخة الثانية، بينما النسخة الأولى حيّة هناك");
  });

  it("calls two equal cuts a tie, says where one is far riskier, and what one has beyond the other's end", () => {
    const a = cut(60, ["alive", "dark", "alive", "alive", "alive", "alive", "alive", "alive"]);
    const b = cut(62, ["alive", "alive", "alive", "alive", "alive", "alive"]);
    const c = compareCuts(a, b);
    expect(c.better).toBe("tie");
    expect(c.verdict).toMatch(/^النسختان متقاربتان/);
    expect(c.where).toEqual([
      "من 0:01 إلى 0:02: خطر المغادرة في النسخة الأولى أعلى بكثير منه في النسخة الثانية.",
      "النسخة الأولى أطول (8 ث مقابل 6 ث)؛ ما بعد 0:06 لا مقابل له في الأخرى.",
    ]);
  });
});
