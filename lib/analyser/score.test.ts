import type { Measurements } from "./measure";
import { estimatedViews, lengthScore, ratingFor, scoreMeasurements, suggestedBoost } from "./score";

const base: Measurements = {
  durationS: 12,
  width: 1080,
  height: 1920,
  aspectRatio: 0.5625,
  orientation: "vertical",
  fps: 30,
  cuts: [0.8, 3.1, 5.6, 8.2, 10.5],
  cutsPer10s: 4.17,
  cutsInFirst3s: 1,
  firstCutS: 0.8,
  motionFirst3s: 0.09,
  motionOverall: 0.07,
  hasAudio: true,
  loudnessLufs: -14,
  startSilenceS: 0,
  voiceActivity: 0.8,
  voiceModulationDb: 7,
  speechLikely: true,
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
    expect(r.estimatedViews).toBe("50,000 - 200,000");
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

  it("estimates views as an honest range and suggests a boost the store sells", () => {
    expect(estimatedViews(90).text).toBe("50,000 - 200,000");
    expect(estimatedViews(30).text).toBe("100 - 500");
    expect(suggestedBoost(100)).toBe(5_000);
    expect(suggestedBoost(10_000)).toBe(10_000);
    expect(suggestedBoost(1_000_000)).toBe(100_000);
  });
});
