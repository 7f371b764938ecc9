import { incompleteNote, localSpeechHook, loudnessWords, recommendationsFor } from "./advice";
import { estimateViews, suggestedBoost, viewsText } from "./estimate";
import type { Measurements } from "./measure";
import { DARK_BRIGHTNESS, LOW_LIGHT_BRIGHTNESS, buildTimeline, deadShare, riskCurve } from "./retention";
import type { AnalysisFactor, AnalysisResult, FactorName, FindingCode, Rating, Timeline } from "./result";

/**
 * Scores the four factors of docs/product-rules.md#video-analyser from the measurements. Every number here is a
 * heuristic drawn from how short-video platforms reward watch time (short,
 * vertical, an early change of picture and sound, a steady rhythm of cuts,
 * clear speech); each message says what was measured so a creator can act.
 */

const clamp = (n: number, lo = 0, hi = 100) => Math.min(hi, Math.max(lo, n));
const s1 = (n: number) => n.toFixed(1);

export function ratingFor(score: number): { rating: Rating; color: AnalysisFactor["color"] } {
  if (score >= 85) return { rating: "Excellent", color: "success" };
  if (score >= 70) return { rating: "Good", color: "primary" };
  if (score >= 50) return { rating: "Average", color: "warning" };
  return { rating: "Poor", color: "destructive" };
}

function factor(name: FactorName, score: number, message: string): AnalysisFactor {
  const rounded = Math.round(clamp(score));
  return { name, score: rounded, message, ...ratingFor(rounded) };
}

export function lengthScore(d: number): number {
  if (d < 3) return 40;
  if (d < 7) return 60 + ((d - 3) / 4) * 30; // 60 → 90
  if (d <= 15) return 95;
  if (d <= 20) return 95 - ((d - 15) / 5) * 15; // 95 → 80
  return 80 - ((d - 20) / 10) * 25; // 80 → 55 at 30 s
}

function lengthFactor(m: Measurements): AnalysisFactor {
  const d = m.durationS;
  const score = lengthScore(d);
  const verdict =
    d < 7
      ? "قصير جداً، قد لا يكفي لإيصال الفكرة"
      : d <= 15
        ? "في المدى المثالي (7-15 ثانية) لإكمال المشاهدة"
        : d <= 20
          ? "جيد، لكن النسخ الأقصر تُكمل مشاهدتها أكثر"
          : "أطول من المثالي، والمشاهدون يغادرون قبل النهاية";
  return factor("Video Length", score, `مدة الفيديو ${s1(d)} ثانية: ${verdict}.`);
}

export function hookScore(m: Measurements): number {
  // Visual change in the first 3 s: a mean scene score of 0.08+ is lively, under 0.01 is a still picture;
  // or steady movement (luma difference 4+ between frames), which the scene score barely sees.
  const motion = clamp(Math.max(m.motionFirst3s / 0.08, m.movementFirst3s / 4) * 45, 0, 45);
  const cut = m.firstCutS !== null && m.firstCutS < 3 ? (m.firstCutS <= 1 ? 25 : 18) : 0;
  // A talking head is judged on its speech: words from the first second hold like a first cut.
  const spoken = m.speechStartS !== null && m.speechStartS < 3 ? (m.speechStartS <= 1 ? 25 : 18) : 0;
  const sound = !m.hasAudio ? 0 : m.startSilenceS <= 0.3 ? 30 : m.startSilenceS <= 1 ? 18 : 5;
  return clamp(motion + Math.max(cut, spoken) + sound);
}

function hookFactor(m: Measurements): AnalysisFactor {
  const parts: string[] = [];
  parts.push(
    m.firstCutS !== null && m.firstCutS < 3
      ? `أول تغيير للقطة عند ${s1(m.firstCutS)} ث`
      : "لا يوجد تغيير للقطة في أول 3 ثوانٍ",
  );
  parts.push(
    m.motionFirst3s >= 0.04 || m.movementFirst3s >= 2
      ? "والصورة متحركة"
      : m.motionFirst3s >= 0.01 || m.movementFirst3s >= 0.7
        ? "والحركة قليلة"
        : "والصورة شبه ثابتة",
  );
  parts.push(
    !m.hasAudio
      ? "ولا يوجد صوت"
      : m.startSilenceS <= 0.3
        ? "والصوت يبدأ فوراً"
        : `وأول ${s1(m.startSilenceS)} ث بلا صوت`,
  );
  return factor("First 3 Seconds (Hook)", hookScore(m), `${parts.join(" ")}.`);
}

/** Share of the clip's seconds with speech; from TALKING_SHARE up a clip is carried by its words. */
export function speechShare(m: Measurements): number {
  return m.seconds.length === 0 ? 0 : m.seconds.filter((s) => s.speech).length / m.seconds.length;
}
export const TALKING_SHARE = 0.6;

export function pacingScore(m: Measurements): number {
  const c = m.cutsPer10s;
  const cutRhythm = c === 0 ? 30 : c < 1 ? 50 : c <= 5 ? 90 : c <= 8 ? 75 : 55;
  // A talking head with clear speech most of the way: the words set the rhythm, not the cuts.
  const rhythm = speechShare(m) >= TALKING_SHARE && c < 1 ? Math.max(cutRhythm, 75) : cutRhythm;
  const motion = clamp(Math.max(m.motionOverall / 0.06, m.movementOverall / 3) * 10, 0, 10);
  return clamp(rhythm + motion);
}

function pacingFactor(m: Measurements): AnalysisFactor {
  const c = m.cutsPer10s;
  const talking = speechShare(m) >= TALKING_SHARE && c < 1;
  const verdict = talking
    ? "لقطة يحملها الكلام؛ القطع أو تغيير الزاوية كل بضع ثوانٍ يرفعها أكثر"
    : c === 0
      ? "لقطة واحدة بلا قطع، والإيقاع بطيء"
      : c < 1
        ? "قطع قليل، والإيقاع قد يفقد الانتباه"
        : c <= 5
          ? "إيقاع متوازن يحافظ على الانتباه"
          : c <= 8
            ? "إيقاع سريع جداً"
            : "قطع مفرط قد يربك المشاهد";
  return factor(
    "Speed and Pacing",
    pacingScore(m),
    m.cuts.length === 0
      ? `لا يوجد قطع: ${verdict}.`
      : `${m.cuts.length} ${m.cuts.length === 1 ? "قطع" : "قطعات"} (${s1(c)} كل 10 ثوانٍ): ${verdict}.`,
  );
}

export function languageScore(m: Measurements): number {
  if (!m.hasAudio) return 25;
  let score = m.speechLikely ? 70 : 45;
  const l = m.loudnessLufs;
  if (l !== null) score += l >= -20 && l <= -8 ? 20 : l >= -28 ? 10 : 0;
  score += clamp(m.voiceActivity * 10, 0, 10);
  return clamp(score);
}

function languageFactor(m: Measurements): AnalysisFactor {
  let message: string;
  if (m.silentTrack) message = "في الفيديو مسار صوت لكنه صامت: لا كلام ولا موسيقى يرافقان الصورة.";
  else if (!m.hasAudio) message = "الفيديو بلا صوت: لا كلام ولا موسيقى يرافقان الصورة.";
  else {
    const speech = m.speechLikely
      ? `رصدنا كلاماً في ${Math.round(m.voiceActivity * 100)}% من الفيديو`
      : "لم نرصد كلاماً واضحاً";
    message = `${speech}، و${loudnessWords(m.loudnessLufs).words}.`;
  }
  return factor("Language and Content", languageScore(m), message);
}

/** The most a clip can score when the picture never moves, nothing is heard, or the sound is a steady tone. */
export const CAPS: Partial<Record<FindingCode, number>> = { static: 30, silent: 40, "steady-tone": 40 };

/**
 * The most a clip can score with this share (0-1) of dead seconds (nothing
 * moving or changing, nothing heard), wherever they fall: a busy hook does not
 * buy back a dead rest. Under a tenth of the clip is not bounded.
 */
export function deadCap(share: number): number {
  return share < 0.1 ? 100 : Math.round(clamp(90 - 100 * share));
}
/** From this share of dead seconds the clip is in the lowest views band. */
export const MOSTLY_DEAD = 0.5;

export { CANNOT_SEE, VIEW_BANDS, estimateViews, suggestedBoost, viewsText } from "./estimate";

/** Points off per point of mean retention risk after the opening (the opening is the hook factor's). */
export const RISK_PENALTY = 0.2;

/**
 * Weighted mean of the factors, then the format: vertical 9:16 is favoured;
 * risky stretches after the opening cost points (RISK_PENALTY); a static,
 * silent or steady-tone clip is capped (CAPS).
 */
export function viralityScore(factors: AnalysisFactor[], m: Measurements, findings: FindingCode[] = []): number {
  const weights: Record<FactorName, number> = {
    "Video Length": 0.2,
    "First 3 Seconds (Hook)": 0.35,
    "Speed and Pacing": 0.25,
    "Language and Content": 0.2,
  };
  const base = factors.reduce((sum, f) => sum + f.score * weights[f.name], 0);
  const format = m.orientation === "vertical" ? 0 : m.orientation === "square" ? -5 : -10;
  const sharp = Math.min(m.width, m.height) >= 720 ? 0 : -3;
  const curve = riskCurve(m);
  const later = curve.filter((s) => s.t >= 2);
  const risk = later.length === 0 ? 0 : later.reduce((sum, s) => sum + s.risk, 0) / later.length;
  const cap = Math.min(100, deadCap(deadShare(curve)), ...findings.map((f) => CAPS[f] ?? 100));
  return Math.round(clamp(base + format + sharp - RISK_PENALTY * risk, 0, cap));
}

/** The findings the accuracy check counts, from the measurements and the timeline. */
export function findingsFor(m: Measurements, timeline: Timeline): FindingCode[] {
  const n = Math.max(1, m.seconds.length);
  const frozenShare = m.seconds.filter((s) => s.frozen).length / n;
  const silentShare = m.seconds.filter((s) => s.silent).length / n;
  const silent = !m.hasAudio || m.loudnessLufs === null || silentShare >= 0.9;
  const out: FindingCode[] = [];
  const add = (code: FindingCode, when: boolean) => when && out.push(code);
  add("static", frozenShare >= 0.8 && m.cuts.length === 0);
  add("silent", silent);
  add("steady-tone", !silent && !m.speechLikely && m.loudnessSpreadDb < 1.5 && m.voiceModulationDb < 2);
  add("speech", m.speechLikely);
  add("fast-cuts", m.cutsPer10s > 8);
  add("no-cuts", m.cuts.length === 0 && m.durationS > 5);
  add("slow-start", timeline.opening.score < 40);
  add("strong-opening", timeline.opening.score >= 70);
  add(
    "dead-stretch",
    timeline.stretches.some((s) => (s.reason === "frozen" || s.reason === "still") && s.toS - s.fromS >= 2),
  );
  add("dark", m.brightness < DARK_BRIGHTNESS);
  add("low-light", m.brightness < LOW_LIGHT_BRIGHTNESS);
  add("horizontal", m.orientation === "horizontal");
  add("late-sound", m.hasAudio && !silent && m.startSilenceS > 0.5);
  add("low-volume", m.loudnessLufs !== null && m.loudnessLufs < -24);
  add("too-short", m.durationS < 7);
  add("too-long", m.durationS > 20);
  add("incomplete", m.declaredDurationS !== null);
  add("mostly-dead", deadShare(timeline.seconds) >= MOSTLY_DEAD);
  add("letterboxed", m.picture.share < 1);
  return out;
}

function summaryFor(score: number, factors: AnalysisFactor[]): string {
  const best = [...factors].sort((a, b) => b.score - a.score)[0]!;
  const worst = [...factors].sort((a, b) => a.score - b.score)[0]!;
  const label: Record<FactorName, string> = {
    "Video Length": "طول الفيديو",
    "First 3 Seconds (Hook)": "أول 3 ثوانٍ",
    "Speed and Pacing": "السرعة والإيقاع",
    "Language and Content": "اللغة والمحتوى",
  };
  const level =
    score >= 85
      ? "فرص انتشار ممتازة"
      : score >= 70
        ? "فرص انتشار جيدة"
        : score >= 50
          ? "فرص انتشار متوسطة"
          : "فرص انتشار ضعيفة";
  return `${level} (${score}/100). أقوى نقطة: ${label[best.name]} (${best.score}). أكثر ما يحتاج تحسيناً: ${label[worst.name]} (${worst.score}).`;
}

export function scoreMeasurements(m: Measurements, { online = false } = {}): AnalysisResult {
  const analysisFactors = [lengthFactor(m), hookFactor(m), pacingFactor(m), languageFactor(m)];
  const timeline = buildTimeline(m);
  const measured = findingsFor(m, timeline);
  const score = viralityScore(analysisFactors, m, measured);
  const estimate = estimateViews(score, m, measured);
  const findings: FindingCode[] = estimate.band === 0 ? [...measured, "lowest-band"] : measured;
  const incomplete = incompleteNote(m);
  return {
    ...(incomplete && { incomplete }),
    summary: summaryFor(score, analysisFactors),
    viralityScore: score,
    estimatedViews: viewsText(estimate),
    recommendations: recommendationsFor(m, timeline, findings),
    analysisFactors,
    source: "local",
    suggestedViews: suggestedBoost(estimate),
    timeline,
    estimate,
    speechHook: localSpeechHook(m, online),
    findings,
  };
}
