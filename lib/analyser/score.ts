import type { Measurements } from "./measure";
import type { AnalysisFactor, AnalysisResult, FactorName, Rating, Recommendation } from "./result";

/**
 * Scores the four factors of docs/product-rules.md#video-analyser from the measurements. Every number here is a
 * heuristic drawn from how short-video platforms reward watch time (short,
 * vertical, an early change of picture and sound, a steady rhythm of cuts,
 * clear speech); each message says what was measured so a creator can act.
 */

const clamp = (n: number, lo = 0, hi = 100) => Math.min(hi, Math.max(lo, n));
const s1 = (n: number) => n.toFixed(1);
/** A loudness figure kept left-to-right inside Arabic text (Unicode isolate), e.g. "-14 LUFS". */
const lufs = (n: number) => `\u2066${Math.round(n)} LUFS\u2069`;

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
  // Visual change in the first 3 s: a mean scene score of 0.08+ is lively, under 0.01 is a still picture.
  const motion = clamp((m.motionFirst3s / 0.08) * 45, 0, 45);
  const cut = m.firstCutS !== null && m.firstCutS < 3 ? (m.firstCutS <= 1 ? 25 : 18) : 0;
  const sound = !m.hasAudio ? 0 : m.startSilenceS <= 0.3 ? 30 : m.startSilenceS <= 1 ? 18 : 5;
  return clamp(motion + cut + sound);
}

function hookFactor(m: Measurements): AnalysisFactor {
  const parts: string[] = [];
  parts.push(
    m.firstCutS !== null && m.firstCutS < 3
      ? `أول تغيير للقطة عند ${s1(m.firstCutS)} ث`
      : "لا يوجد تغيير للقطة في أول 3 ثوانٍ",
  );
  parts.push(
    m.motionFirst3s >= 0.04 ? "والصورة متحركة" : m.motionFirst3s >= 0.01 ? "والحركة قليلة" : "والصورة شبه ثابتة",
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

export function pacingScore(m: Measurements): number {
  const c = m.cutsPer10s;
  const rhythm = c === 0 ? 30 : c < 1 ? 50 : c <= 5 ? 90 : c <= 8 ? 75 : 55;
  const motion = clamp((m.motionOverall / 0.06) * 10, 0, 10);
  return clamp(rhythm + motion);
}

function pacingFactor(m: Measurements): AnalysisFactor {
  const c = m.cutsPer10s;
  const verdict =
    c === 0
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
  if (!m.hasAudio) message = "الفيديو بلا صوت: لا كلام ولا موسيقى يرافقان الصورة.";
  else {
    const speech = m.speechLikely
      ? `رصدنا كلاماً في ${Math.round(m.voiceActivity * 100)}% من الفيديو`
      : "لم نرصد كلاماً واضحاً";
    const level =
      m.loudnessLufs === null
        ? "والصوت خافت جداً"
        : m.loudnessLufs >= -20 && m.loudnessLufs <= -8
          ? `ومستوى الصوت مناسب (${lufs(m.loudnessLufs)})`
          : m.loudnessLufs < -20
            ? `ومستوى الصوت منخفض (${lufs(m.loudnessLufs)})`
            : `ومستوى الصوت مرتفع جداً (${lufs(m.loudnessLufs)})`;
    message = `${speech} ${level}.`;
  }
  return factor("Language and Content", languageScore(m), message);
}

/** Weighted mean of the factors, then the format: vertical 9:16 is favoured. */
export function viralityScore(factors: AnalysisFactor[], m: Measurements): number {
  const weights: Record<FactorName, number> = {
    "Video Length": 0.2,
    "First 3 Seconds (Hook)": 0.35,
    "Speed and Pacing": 0.25,
    "Language and Content": 0.2,
  };
  const base = factors.reduce((sum, f) => sum + f.score * weights[f.name], 0);
  const format = m.orientation === "vertical" ? 0 : m.orientation === "square" ? -5 : -10;
  const sharp = Math.min(m.width, m.height) >= 720 ? 0 : -3;
  return Math.round(clamp(base + format + sharp));
}

/** An honest range, not a promise: wider and lower for weaker videos. */
export function estimatedViews(score: number): { text: string; low: number } {
  const bands: [number, number, number][] = [
    [85, 50_000, 200_000],
    [70, 10_000, 50_000],
    [55, 2_000, 10_000],
    [40, 500, 2_000],
    [0, 100, 500],
  ];
  const [, low, high] = bands.find(([min]) => score >= min) ?? bands.at(-1)!;
  return { text: `${low.toLocaleString("en-US")} - ${high.toLocaleString("en-US")}`, low };
}

export function recommendationsFor(m: Measurements): Recommendation[] {
  const out: Recommendation[] = [];
  if (m.firstCutS === null || m.firstCutS > 1.5)
    out.push({
      type: "warning",
      message:
        m.firstCutS === null
          ? "لا يوجد أي قطع في الفيديو؛ غيّر اللقطة أو الزاوية خلال الثانية الأولى لشد الانتباه."
          : `أول قطع يأتي عند ${s1(m.firstCutS)} ث؛ اجعل أول تغيير للقطة خلال الثانية الأولى.`,
    });
  if (m.hasAudio && m.startSilenceS > 0.5)
    out.push({
      type: "warning",
      message: `أول ${s1(m.startSilenceS)} ث بلا صوت؛ ابدأ بالكلام أو الموسيقى من اللحظة الأولى.`,
    });
  if (!m.hasAudio)
    out.push({ type: "warning", message: "الفيديو بلا صوت؛ أضف تعليقاً صوتياً أو موسيقى رائجة، فالصوت يرفع المشاهدة." });
  else if (!m.speechLikely)
    out.push({
      type: "info",
      message: "لم نرصد كلاماً واضحاً؛ تعليق صوتي بالعربية أو نص على الشاشة يساعد الخوارزمية على فهم المحتوى.",
    });
  if (m.loudnessLufs !== null && m.loudnessLufs < -24)
    out.push({
      type: "warning",
      message: `مستوى الصوت منخفض (${lufs(m.loudnessLufs)})؛ ارفعه إلى نحو ${lufs(-14)} ليُسمع على الهاتف.`,
    });
  if (m.orientation !== "vertical")
    out.push({
      type: "warning",
      message: `أبعاد الفيديو ${m.width}×${m.height} (${m.orientation === "square" ? "مربع" : "أفقي"})؛ صوّر عمودياً بنسبة 9:16 (مثل 1080×1920) ليملأ الشاشة.`,
    });
  if (Math.min(m.width, m.height) < 720)
    out.push({ type: "info", message: `الدقة ${m.width}×${m.height} منخفضة؛ صدّر الفيديو بدقة 1080p على الأقل.` });
  if (m.durationS > 20)
    out.push({
      type: "info",
      message: `مدة الفيديو ${s1(m.durationS)} ث؛ جرّب نسخة أقصر بين 7 و15 ثانية لرفع نسبة الإكمال.`,
    });
  if (m.cutsPer10s === 0 && m.durationS > 5)
    out.push({ type: "info", message: "الفيديو لقطة واحدة؛ أضف قطعاً كل 2-4 ثوانٍ للحفاظ على الإيقاع." });
  if (m.cutsPer10s > 8)
    out.push({
      type: "info",
      message: `${s1(m.cutsPer10s)} قطعات كل 10 ثوانٍ كثيرة؛ امنح كل لقطة ثانية على الأقل.`,
    });
  // What already works.
  if (m.firstCutS !== null && m.firstCutS <= 1)
    out.push({ type: "success", message: `بداية قوية: أول قطع عند ${s1(m.firstCutS)} ث.` });
  if (m.cutsPer10s >= 1 && m.cutsPer10s <= 5)
    out.push({ type: "success", message: `إيقاع متوازن: ${s1(m.cutsPer10s)} قطعات كل 10 ثوانٍ.` });
  if (m.orientation === "vertical") out.push({ type: "success", message: "الفيديو عمودي ويملأ شاشة الهاتف." });
  if (m.durationS >= 7 && m.durationS <= 15)
    out.push({ type: "success", message: `المدة مثالية (${s1(m.durationS)} ث).` });
  if (m.speechLikely) out.push({ type: "success", message: "يوجد كلام واضح يساعد على إيصال الفكرة." });
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

/** Views to suggest in the store: about the low end of the estimate, within what the store sells. */
export function suggestedBoost(estimateLow: number): number {
  const target = Math.round(Math.max(estimateLow, 5_000) / 1_000) * 1_000;
  return Math.min(100_000, Math.max(5_000, target));
}

export function scoreMeasurements(m: Measurements): AnalysisResult {
  const analysisFactors = [lengthFactor(m), hookFactor(m), pacingFactor(m), languageFactor(m)];
  const score = viralityScore(analysisFactors, m);
  const estimate = estimatedViews(score);
  return {
    summary: summaryFor(score, analysisFactors),
    viralityScore: score,
    estimatedViews: estimate.text,
    recommendations: recommendationsFor(m),
    analysisFactors,
    source: "local",
    suggestedViews: suggestedBoost(estimate.low),
  };
}
