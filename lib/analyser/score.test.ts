import type { Measurements } from "./measure";
import type { SecondMeasure } from "./timeline";
import { estimateViews, lengthScore, ratingFor, scoreMeasurements, suggestedBoost } from "./score";

/** A lively second: moving, a cut every few seconds, speech at a TikTok-like level. */
const second = (t: number, over: Partial<SecondMeasure> = {}): SecondMeasure => ({
  t,
  motion: 4,
  cuts: t % 3 === 0 ? 1 : 0,
  loudness: -14,
  speech: true,
  speechStartS: t === 0 ? 0.1 : null,
  brightness: 120,
  change: 30,
  silent: false,
  frozen: false,
  ...over,
});

const base: Measurements = {
  durationS: 12,
  declaredDurationS: null,
  width: 1080,
  height: 1920,
  aspectRatio: 0.5625,
  orientation: "vertical",
  picture: { width: 1080, height: 1920, share: 1 },
  cutThreshold: 0.3,
  fps: 30,
  cuts: [0.8, 3.1, 5.6, 8.2, 10.5],
  cutsPer10s: 4.17,
  cutsInFirst3s: 1,
  firstCutS: 0.8,
  motionFirst3s: 0.09,
  motionOverall: 0.07,
  hasAudio: true,
  silentTrack: false,
  loudnessLufs: -14,
  startSilenceS: 0,
  voiceActivity: 0.8,
  voiceModulationDb: 7,
  speechLikely: true,
  seconds: Array.from({ length: 12 }, (_, t) => second(t)),
  brightness: 120,
  loudnessSpreadDb: 3,
  motionAtStart: 5,
  movementFirst3s: 5,
  movementOverall: 4,
  speechStartS: 0.1,
};

describe("scoring", () => {
  it("rates at the spec's four levels with their colours", () => {
    expect(ratingFor(85)).toEqual({ rating: "Excellent", color: "success" });
    expect(ratingFor(84)).toEqual({ rating: "Good", color: "primary" });
    expect(ratingFor(70)).toEqual({ rating: "Good", color: "primary" });
    expect(ratingFor(50)).toEqual({ rating: "Average", color: "warning" });
    expect(ratingFor(49)).toEqual({ rating: "Poor", color: "destructive" });
  });

  it("gives a well-made vertical video a high score, all four factors, and only praise", () => {
    const r = scoreMeasurements(base);
    expect(r.viralityScore).toBeGreaterThanOrEqual(85);
    expect(r.analysisFactors.map((f) => f.name)).toEqual([
      "Video Length",
      "First 3 Seconds (Hook)",
      "Speed and Pacing",
      "Language and Content",
    ]);
    expect(r.recommendations.every((x) => x.type === "success")).toBe(true);
    expect(r.recommendations.map((x) => x.message)).toEqual(
      expect.arrayContaining(["الفيديو عمودي (1080×1920) ويملأ شاشة الهاتف.", "الصوت بمستوى مقاطع تيك توك."]),
    );
    expect(r.estimate.band).toBeGreaterThanOrEqual(3);
    expect(r.estimatedViews).toBe(
      `${r.estimate.low.toLocaleString("en-US")} - ${r.estimate.high.toLocaleString("en-US")}`,
    );
    expect(r.timeline.stretches).toEqual([]);
    expect(r.timeline.opening.score).toBe(100);
    expect(r.source).toBe("local");
  });

  it("points each warning at what was measured", () => {
    const r = scoreMeasurements({
      ...base,
      firstCutS: 4.2,
      cuts: [4.2],
      cutsPer10s: 0.83,
      cutsInFirst3s: 0,
      startSilenceS: 1.4,
      // An opening whose picture neither moves nor changes: the cut advice follows its checks.
      motionAtStart: 0,
      seconds: base.seconds.map((s) => (s.t < 2 ? { ...s, motion: 0, cuts: 0, change: 0 } : s)),
    });
    const text = r.recommendations.map((x) => x.message).join("\n");
    expect(text).toContain("أول قطع يأتي عند 4.2 ث");
    expect(text).toContain("أول 1.4 ث بلا صوت");
    expect(r.viralityScore).toBeLessThan(scoreMeasurements(base).viralityScore);
  });

  it("peaks the length score between 7 and 15 seconds", () => {
    expect(lengthScore(10)).toBeGreaterThan(lengthScore(5));
    expect(lengthScore(10)).toBeGreaterThan(lengthScore(25));
    expect(lengthScore(25)).toBeGreaterThan(lengthScore(30));
  });

  it("says loudness in a creator's words, never in LUFS", () => {
    const quiet = scoreMeasurements({ ...base, loudnessLufs: -30 });
    const text = JSON.stringify(quiet);
    expect(text).not.toMatch(/LUFS/);
    expect(quiet.recommendations).toContainEqual({
      type: "warning",
      message: "الصوت منخفض مقارنة بمقاطع تيك توك؛ ارفعه حتى يُسمع بوضوح على الهاتف دون سماعات.",
    });
  });

  it("marks a still, silent stretch with its timestamps, and weighs it in the score", () => {
    const dull = {
      ...base,
      seconds: base.seconds.map((s) =>
        s.t >= 3 && s.t < 7
          ? { ...s, motion: 0, cuts: 0, change: 0, frozen: true, silent: true, speech: false, loudness: null }
          : s,
      ),
    };
    const r = scoreMeasurements(dull);
    expect(r.timeline.stretches).toEqual([expect.objectContaining({ fromS: 3, toS: 7, reason: "frozen" })]);
    expect(r.timeline.stretches[0]!.advice).toMatch(/^من 0:03 إلى 0:07 لا يتغير شيء على الشاشة/);
    expect(r.recommendations.map((x) => x.message)).toContain(r.timeline.stretches[0]!.advice);
    expect(r.timeline.seconds[4]!.risk).toBeGreaterThanOrEqual(60);
    expect(r.timeline.seconds[8]!.risk).toBe(0);
    expect(r.findings).toContain("dead-stretch");
    expect(r.viralityScore).toBeLessThan(scoreMeasurements(base).viralityScore);
  });

  it("judges the first two seconds on their own", () => {
    const slow = scoreMeasurements({
      ...base,
      firstCutS: 3,
      cuts: [3, 6, 9],
      motionAtStart: 0,
      startSilenceS: 1.5,
      speechStartS: 2.5,
      seconds: base.seconds.map((s) =>
        s.t < 2 ? { ...s, motion: 0, cuts: 0, change: 0, frozen: true, silent: true, speech: false } : s,
      ),
    });
    expect(slow.timeline.opening.checks.map((c) => c.ok)).toEqual([false, false, false, false]);
    expect(slow.timeline.opening.checks[1]!.text).toBe("الصوت يبدأ بعد 1.5 ث");
    expect(slow.findings).toContain("slow-start");
    expect(scoreMeasurements(base).findings).toContain("strong-opening");
  });

  it("estimates views as an honest range from the measurements, saying what it cannot see", () => {
    const good = scoreMeasurements(base).estimate;
    expect(good.cannotSee).toMatch(/حسابك.*توقيت النشر.*الترند.*الحظ/);
    expect(good.high / good.low).toBeGreaterThan(3);
    const unknownContent = estimateViews(70, { ...base, speechLikely: false }, []);
    const judged = estimateViews(70, base, [], "ai");
    expect(unknownContent.high / unknownContent.low).toBeGreaterThan(judged.high / judged.low);
    const silent = scoreMeasurements({ ...base, hasAudio: false, loudnessLufs: null, speechLikely: false });
    expect(silent.estimatedViews).toBe("100 - 500");
    expect(silent.estimate.lowestBecause).toContain("لا صوت");
    expect(silent.suggestedViews).toBe(0);
    expect(suggestedBoost({ low: 100, band: 0 })).toBe(0);
    expect(suggestedBoost({ low: 600, band: 1 })).toBe(5_000);
    expect(suggestedBoost({ low: 10_000, band: 3 })).toBe(10_000);
    expect(suggestedBoost({ low: 1_000_000, band: 4 })).toBe(100_000);
  });
});
