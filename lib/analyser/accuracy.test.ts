import { ACCURACY_SET, accuracyOf } from "@/test/support/analyser-clips";
import { VideoFactory } from "@/test/support/videos";

import { measureVideo } from "./measure";
import { probeVideo } from "./probe";
import type { AnalysisResult } from "./result";
import { scoreMeasurements } from "./score";

// The published accuracy check (docs/analyser.md#accuracy): generated clips whose
// properties are known, each with the findings it must and must not produce, and
// a quality order the scores must keep. The figures are printed by
// `npm run bench -- analyser`.
jest.setTimeout(180_000);

const videos = new VideoFactory();
const results: { clip: (typeof ACCURACY_SET)[number]; result: AnalysisResult }[] = [];

beforeAll(async () => {
  for (const clip of ACCURACY_SET) {
    const file = clip.make(videos);
    results.push({ clip, result: scoreMeasurements(await measureVideo(file, await probeVideo(file))) });
  }
});
afterAll(() => videos.cleanup());

describe("the analyser's accuracy set", () => {
  it.each(ACCURACY_SET.map((c) => [c.name, c] as const))(
    "%s: reports what it must and nothing it must not",
    (name, clip) => {
      const { result } = results.find((r) => r.clip.name === name)!;
      expect({ clip: clip.what, found: clip.must.filter((c) => result.findings.includes(c)) }).toEqual({
        clip: clip.what,
        found: clip.must,
      });
      expect({ clip: clip.what, wrong: clip.mustNot.filter((c) => result.findings.includes(c)) }).toEqual({
        clip: clip.what,
        wrong: [],
      });
    },
  );

  it("measures the length of the frames it decoded, and says when a file ends before its header's length", () => {
    const outside = results.filter(({ clip, result }) => {
      const [low, high] = clip.truth?.durationS ?? [0, Infinity];
      return result.timeline.durationS < low || result.timeline.durationS > high;
    });
    expect(outside.map((r) => `${r.clip.name}: ${r.result.timeline.durationS} s`)).toEqual([]);
    for (const { result } of results)
      expect(result.timeline.seconds.length).toBe(Math.max(1, Math.round(result.timeline.durationS)));
    const cut = results.find((r) => r.clip.name === "truncated")!.result;
    expect(cut.incomplete).toMatchObject({ declaredS: 8, analysedS: cut.timeline.durationS });
    expect(cut.incomplete!.message).toMatch(/^الملف ناقص: مدته المكتوبة 8\.0 ث لكن صوره تنتهي عند \d\.\d ث/);
    expect(cut.recommendations[0]).toEqual({ type: "warning", message: cut.incomplete!.message });
    expect(cut.analysisFactors[0]!.message).not.toContain("8.0");
    expect(results.filter((r) => r.result.incomplete).map((r) => r.clip.name)).toEqual(["truncated"]);
  });

  it("calls a sound track on which nothing is heard no sound, not sound that starts late", () => {
    const { result } = results.find((r) => r.clip.name === "silent-track")!;
    const said = JSON.stringify(result);
    expect(said).not.toMatch(/الصوت يبدأ بعد|بلا صوت؛ ابدأ/);
    expect(result.timeline.opening.checks.map((c) => c.text)).toContain("لا صوت في البداية");
    expect(result.analysisFactors.find((f) => f.name === "Language and Content")!.message).toContain(
      "مسار صوت لكنه صامت",
    );
  });

  it("finds the built-in cuts within a quarter second, inside black bars and in the dark, and no others", () => {
    const figures = accuracyOf(results);
    expect(figures.misses.filter((m) => /cut/.test(m))).toEqual([]);
    expect(figures.cuts.recall).toBe(1);
    expect(figures.cuts.precision).toBe(1);
  });

  it("judges a letterboxed clip by its picture: horizontal, not filling the screen", () => {
    const { result } = results.find((r) => r.clip.name === "letterboxed")!;
    const said = result.recommendations.map((r) => r.message).join(" ");
    expect(said).toMatch(/الصورة \(180×\d+\) داخل أشرطة سوداء لا تملأ إلا 3\d% من الشاشة/);
    expect(said).not.toContain("يملأ شاشة الهاتف");
    expect(said).not.toContain("لا يوجد أي قطع");
  });

  it("speaks with one voice about the opening, and advises light below 25% brightness", () => {
    for (const { clip, result } of results) {
      const checks = result.timeline.opening.checks.map((c) => c.text);
      const said = result.recommendations.map((r) => r.message);
      const contradictions = [
        checks.includes("الصورة تتحرك من الإطار الأول") && checks.includes("لا يتغير شيء على الشاشة في أول ثانيتين"),
        result.timeline.opening.score >= 70 && said.some((m) => m.includes("خلال الثانية الأولى")),
        result.timeline.opening.score < 70 && said.some((m) => m.startsWith("بداية قوية")),
        checks.some((c) => c.startsWith("الصوت يبدأ بعد")) &&
          !result.findings.includes("late-sound") &&
          checks.includes("لا صوت في البداية"),
      ];
      expect({ clip: clip.name, contradictions }).toEqual({
        clip: clip.name,
        contradictions: contradictions.map(() => false),
      });
    }
    const dim = results.find((r) => r.clip.name === "dim")!.result;
    expect(dim.recommendations.map((r) => r.message).join(" ")).toMatch(
      /الصورة خافتة \(إضاءتها \d\d% في المتوسط، والمريح على شاشة الهاتف 25% فأكثر\)/,
    );
    const lit = results.find((r) => r.clip.name === "well-made")!.result;
    expect(lit.recommendations.map((r) => r.message).join(" ")).not.toMatch(/إضاءتها/);
  });

  it("bounds a mostly dead clip's score and band whatever its first seconds do, and praises nothing the risks contradict", () => {
    const { result } = results.find((r) => r.clip.name === "hook-then-nothing")!;
    expect(result.viralityScore).toBeLessThan(40);
    expect(result.estimate.lowestBecause).toMatch(/لا يتغير شيء ولا يُسمع شيء في \d+% من الفيديو/);
    const strengths = result.recommendations.filter((r) => r.type === "success").map((r) => r.message);
    expect(strengths.join(" ")).not.toMatch(/الصوت بمستوى مقاطع تيك توك|إيقاع متوازن/);
    const talking = results.find((r) => r.clip.name === "talking-head")!.result;
    expect(talking.viralityScore).toBeGreaterThan(result.viralityScore + 20);
  });

  it("offers no boost to the lowest band, and otherwise a boost the estimate can carry", () => {
    for (const { clip, result } of results) {
      if (result.estimate.band === 0)
        expect({ clip: clip.name, boost: result.suggestedViews }).toEqual({ clip: clip.name, boost: 0 });
      else {
        expect(result.suggestedViews).toBeGreaterThanOrEqual(5_000);
        expect(result.suggestedViews).toBeLessThanOrEqual(Math.max(5_000, result.estimate.high));
      }
    }
  });

  it("ranks every better-made clip above every worse one, and puts static, silent and synthetic clips in the lowest band", () => {
    const figures = accuracyOf(results);
    expect(figures.misses.filter((m) => m.startsWith("ranking"))).toEqual([]);
    for (const name of [
      "test-card",
      "static-silent",
      "static-tone",
      "silent-cuts",
      "silent-track",
      "hook-then-nothing",
    ]) {
      const { result } = results.find((r) => r.clip.name === name)!;
      expect(result.estimate.band).toBe(0);
      expect(result.estimatedViews).toBe("100 - 500");
      expect(result.estimate.lowestBecause).toBeTruthy();
    }
  });
});
