/**
 * The estimated views: an honest range from the measured score, the lowest
 * band for a clip that is static, silent, a steady tone or mostly dead, and
 * the boost the result proposes (none in the lowest band).
 */
import { formatCount } from "@/lib/pricing";

import type { Measurements } from "./measure";
import { deadShare, riskCurve } from "./retention";
import type { AnalysisResult, FindingCode, ViewsEstimate } from "./result";

const clamp = (n: number, lo = 0, hi = 100) => Math.min(hi, Math.max(lo, n));

/** The estimate's bands (views); a static, silent or steady-tone clip is always in the first. */
export const VIEW_BANDS: readonly (readonly [number, number])[] = [
  [100, 500],
  [500, 2_000],
  [2_000, 10_000],
  [10_000, 50_000],
  [50_000, 200_000],
];

export const CANNOT_SEE = "هذا تقدير من الفيديو وحده: لا يرى حسابك ومتابعيك، ولا توقيت النشر، ولا الترند، ولا الحظ.";

/** Two significant digits: 3,162 → 3,200. */
function roughly(n: number): number {
  const p = 10 ** Math.max(0, Math.floor(Math.log10(Math.max(n, 1))) - 1);
  return Math.round(n / p) * p;
}

/**
 * An honest range, not a promise. Its middle grows with the measured score
 * (100 views at 0, 100,000 at 100, evenly on a log scale); its width is the
 * uncertainty: ×/÷ 2.5, wider (3) when no speech was heard (the local
 * analysis cannot judge what is said), narrower (2) when the AI also judged
 * the content. A clip that is static, silent or only a steady tone is in
 * the lowest band whatever else it does, and says why.
 */
export function estimateViews(
  score: number,
  m: Measurements,
  findings: FindingCode[],
  source: AnalysisResult["source"] = "local",
): ViewsEstimate {
  const basis = "مبني على ما قسناه: أول ثانيتين، الإيقاع، الصوت والكلام، المدة وأبعاد الصورة.";
  const why = [
    findings.includes("static") && "الصورة لا تتحرك",
    findings.includes("silent") && "لا صوت",
    findings.includes("steady-tone") && "الصوت نغمة ثابتة لا كلام فيها ولا موسيقى",
    findings.includes("mostly-dead") &&
      !findings.includes("static") &&
      !findings.includes("silent") &&
      `لا يتغير شيء ولا يُسمع شيء في ${Math.round(deadShare(riskCurve(m)) * 100)}% من الفيديو`,
  ].filter(Boolean);
  if (why.length > 0) {
    const [low, high] = VIEW_BANDS[0]!;
    return { low, high, band: 0, lowestBecause: `${why.join("، و")}.`, basis, cannotSee: CANNOT_SEE };
  }
  const middle = 10 ** (2 + (3 * clamp(score)) / 100);
  const spread = source === "ai" ? 2 : m.speechLikely ? 2.5 : 3;
  const low = Math.max(VIEW_BANDS[0]![0], roughly(middle / spread));
  const high = roughly(middle * spread);
  const band = Math.max(
    0,
    VIEW_BANDS.findLastIndex(([from]) => middle >= from),
  );
  return { low, high, band, lowestBecause: null, basis, cannotSee: CANNOT_SEE };
}

export function viewsText(e: ViewsEstimate): string {
  return `${formatCount(e.low)} - ${formatCount(e.high)}`;
}

/**
 * Views to suggest in the store: about the low end of the estimate, within
 * what the store sells (5,000 at least). None (0) for the lowest band: a boost
 * cannot carry a clip that loses its viewers; the result says what to fix first.
 */
export function suggestedBoost(estimate: Pick<ViewsEstimate, "low" | "band">): number {
  if (estimate.band === 0) return 0;
  const target = Math.round(Math.max(estimate.low, 5_000) / 1_000) * 1_000;
  return Math.min(100_000, Math.max(5_000, target));
}
