import { formatCount } from "@/lib/pricing";

import type { Measurements } from "./measure";
import { DARK_BRIGHTNESS, LOW_LIGHT_BRIGHTNESS, buildTimeline, deadShare, riskCurve } from "./retention";
import type {
  AnalysisFactor,
  AnalysisResult,
  FactorName,
  FindingCode,
  Rating,
  Recommendation,
  SpeechHook,
  Timeline,
  ViewsEstimate,
} from "./result";

/**
 * Scores the four factors of docs/product-rules.md#video-analyser from the measurements. Every number here is a
 * heuristic drawn from how short-video platforms reward watch time (short,
 * vertical, an early change of picture and sound, a steady rhythm of cuts,
 * clear speech); each message says what was measured so a creator can act.
 */

const clamp = (n: number, lo = 0, hi = 100) => Math.min(hi, Math.max(lo, n));
const s1 = (n: number) => n.toFixed(1);

/**
 * Loudness in a creator's words, against what TikTok clips sound like
 * (roughly -14 LUFS; -20 to -8 is the usual range).
 */
export function loudnessWords(l: number | null): { ok: boolean; words: string } {
  if (l === null) return { ok: false, words: "الصوت خافت جداً لا يكاد يُسمع" };
  if (l < -24) return { ok: false, words: "الصوت منخفض مقارنة بمقاطع تيك توك" };
  if (l < -20) return { ok: false, words: "الصوت أخفض قليلاً من مقاطع تيك توك" };
  if (l <= -8) return { ok: true, words: "الصوت بمستوى مقاطع تيك توك" };
  return { ok: false, words: "الصوت أعلى من مقاطع تيك توك وقد يتشوه" };
}

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

/** Without an online judgement nothing is said about the words themselves; with no speech heard there is nothing to judge. */
export function localSpeechHook(m: Measurements, online: boolean): SpeechHook {
  if (m.speechStartS === null || m.speechStartS >= 3)
    return { status: "noSpeech", message: "لم نسمع كلاماً في أول 3 ثوانٍ، فلا توجد جملة افتتاحية نحكم عليها." };
  if (online)
    return {
      status: "unavailable",
      message: "تعذر الحكم على كلمات البداية الآن؛ لم نقيّمها ولم نخمّن.",
    };
  return {
    status: "needsOnline",
    message:
      "سمعنا كلاماً في البداية، لكن الحكم على كلماتك (سؤال، وعد، رقم، اسم) يحتاج التحليل عبر الإنترنت، وهو غير مفعّل هنا؛ لذلك لم نقيّمها.",
  };
}

export function recommendationsFor(m: Measurements, timeline: Timeline, findings: FindingCode[]): Recommendation[] {
  const out: Recommendation[] = [];
  const has = (code: FindingCode) => findings.includes(code);
  // Things to change, each with what was measured; first, that only part of the file was there.
  const incomplete = incompleteNote(m);
  if (incomplete) out.push({ type: "warning", message: incomplete.message });
  // The opening speaks with one voice: advice about its picture only when the opening is not
  // judged strong and its own checks of the picture failed (moving from the first frame, a
  // change within two seconds).
  const [moving, , , changing] = timeline.opening.checks;
  const pictureWeak = timeline.opening.score < 70 && (!moving?.ok || !changing?.ok);
  if (pictureWeak && (m.firstCutS === null || m.firstCutS > 1.5))
    out.push({
      type: "warning",
      message:
        m.firstCutS === null
          ? "لا يوجد أي قطع في الفيديو؛ غيّر اللقطة أو الزاوية خلال الثانية الأولى لشد الانتباه."
          : `أول قطع يأتي عند ${s1(m.firstCutS)} ث؛ اجعل أول تغيير للقطة خلال الثانية الأولى.`,
    });
  for (const stretch of timeline.stretches.slice(0, 3)) out.push({ type: "warning", message: stretch.advice });
  if (m.hasAudio && m.startSilenceS > 0.5 && !has("silent"))
    out.push({
      type: "warning",
      message: `أول ${s1(m.startSilenceS)} ث بلا صوت؛ ابدأ بالكلام أو الموسيقى من اللحظة الأولى.`,
    });
  if (m.silentTrack)
    out.push({
      type: "warning",
      message: "مسار الصوت صامت: لا يُسمع شيء طوال الفيديو؛ أضف تعليقاً صوتياً أو موسيقى رائجة، فالصوت يرفع المشاهدة.",
    });
  else if (!m.hasAudio)
    out.push({ type: "warning", message: "الفيديو بلا صوت؛ أضف تعليقاً صوتياً أو موسيقى رائجة، فالصوت يرفع المشاهدة." });
  else if (has("silent"))
    out.push({ type: "warning", message: "لا يُسمع شيء في الفيديو تقريباً؛ أضف تعليقاً صوتياً أو موسيقى." });
  else if (has("steady-tone"))
    out.push({
      type: "warning",
      message: "الصوت نغمة ثابتة لا تتغير، بلا كلام ولا موسيقى؛ ضع تعليقاً صوتياً أو موسيقى رائجة مكانها.",
    });
  else if (!m.speechLikely)
    out.push({
      type: "info",
      message: "لم نرصد كلاماً واضحاً؛ تعليق صوتي بالعربية أو نص على الشاشة يساعد الخوارزمية على فهم المحتوى.",
    });
  const level = loudnessWords(m.loudnessLufs);
  if (m.loudnessLufs !== null && !level.ok)
    out.push({
      type: m.loudnessLufs < -24 ? "warning" : "info",
      message:
        m.loudnessLufs > -8
          ? `${level.words}؛ اخفضه قليلاً حتى لا يتشوه على سماعة الهاتف.`
          : `${level.words}؛ ارفعه حتى يُسمع بوضوح على الهاتف دون سماعات.`,
    });
  if (has("low-light"))
    out.push({
      type: has("dark") ? "warning" : "info",
      message: `الصورة ${has("dark") ? "مظلمة" : "خافتة"} (إضاءتها ${Math.round((m.brightness / 255) * 100)}% في المتوسط، والمريح على شاشة الهاتف ${Math.round((LOW_LIGHT_BRIGHTNESS / 255) * 100)}% فأكثر)؛ صوّر في ضوء أكثر أو ارفع السطوع.`,
    });
  if (m.picture.share < 1)
    out.push({
      type: "warning",
      message: `الصورة (${m.picture.width}×${m.picture.height}) داخل أشرطة سوداء لا تملأ إلا ${Math.round(m.picture.share * 100)}% من الشاشة؛ صوّر عمودياً بنسبة 9:16 أو كبّر الصورة لتملأ الإطار.`,
    });
  else if (m.orientation !== "vertical")
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
  // What already works, with what was measured. The opening is praised only as the opening's own
  // checks judge it.
  if (has("strong-opening"))
    out.push({
      type: "success",
      message:
        m.firstCutS !== null && m.firstCutS <= 1
          ? `بداية قوية: أول ثانيتين تشدان الانتباه (${timeline.opening.score}/100)، وأول قطع عند ${s1(m.firstCutS)} ث.`
          : `أول ثانيتين تشدان الانتباه (${timeline.opening.score}/100).`,
    });
  // A strength is never claimed for a part of the clip a risky stretch contradicts.
  const stillStretch = timeline.stretches.some((st) => st.reason === "frozen" || st.reason === "still");
  const quietStretch = timeline.stretches.some((st) => st.reason === "silent");
  const silentShare = m.seconds.filter((sec) => sec.silent).length / Math.max(1, m.seconds.length);
  if (m.cutsPer10s >= 1 && m.cutsPer10s <= 5 && !stillStretch)
    out.push({ type: "success", message: `إيقاع متوازن: ${s1(m.cutsPer10s)} قطعات كل 10 ثوانٍ.` });
  if (m.orientation === "vertical" && m.picture.share === 1)
    out.push({ type: "success", message: `الفيديو عمودي (${m.width}×${m.height}) ويملأ شاشة الهاتف.` });
  if (m.durationS >= 7 && m.durationS <= 15)
    out.push({ type: "success", message: `المدة ${s1(m.durationS)} ثانية: في المدى المثالي لإكمال المشاهدة.` });
  if (m.speechLikely)
    out.push({
      type: "success",
      message: `يوجد كلام واضح في ${Math.round(m.voiceActivity * 100)}% من الفيديو يساعد على إيصال الفكرة.`,
    });
  if (level.ok && !has("steady-tone") && !quietStretch && silentShare < 0.25)
    out.push({ type: "success", message: `${level.words}.` });
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

/** A file that ends before its declared length: what was analysed, in words. */
export function incompleteNote(m: Measurements): AnalysisResult["incomplete"] {
  if (m.declaredDurationS === null) return undefined;
  return {
    declaredS: m.declaredDurationS,
    analysedS: m.durationS,
    message: `الملف ناقص: مدته المكتوبة ${s1(m.declaredDurationS)} ث لكن صوره تنتهي عند ${s1(m.durationS)} ث (ربما انقطع نسخه أو رفعه). حللنا ما وصل فقط؛ صدّر الفيديو من جديد وارفعه كاملاً لتحليل كامل.`,
  };
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
