/**
 * Two cuts of the same video, compared from their results alone (client-safe:
 * the page compares two answers it already has; neither video is kept, only
 * each result's measurements, as for one analysis). Which one holds viewers
 * better is the lower mean retention risk over its own seconds, then the
 * score; "where" names the seconds at which one cut is dead (nothing moves,
 * nothing is heard) or far riskier while the other is not.
 */
import { clock } from "./format";
import type { AnalysisResult, FactorName, TimelineSecond } from "./result";

export type Cut = "first" | "second";

export interface Comparison {
  better: Cut | "tie";
  /** The verdict in one or two Arabic sentences. */
  verdict: string;
  /** Where they differ, each an Arabic sentence with its timestamps. */
  where: string[];
  scores: [number, number];
  /** Mean retention (100 − mean risk) over each cut's own seconds. */
  holds: [number, number];
  factors: { name: FactorName; scores: [number, number] }[];
  /** The seconds where one is dead and the other is not: [fromS, toS) and which one is dead. */
  deadOnly: { fromS: number; toS: number; dead: Cut }[];
}

const NAMES: Record<Cut, string> = { first: "النسخة الأولى", second: "النسخة الثانية" };
/** A difference in mean retention (or, failing that, in score) under this is a tie. */
const CLEAR = 5;
/** One cut's risk this much above the other's, at the same second, is "far riskier". */
const FAR = 30;

function dead(s: TimelineSecond | undefined): boolean {
  return Boolean(s && (s.reasons.includes("frozen") || s.reasons.includes("still")) && s.reasons.includes("silent"));
}

function hold(r: AnalysisResult): number {
  const xs = r.timeline.seconds;
  return xs.length === 0 ? 0 : Math.round(100 - xs.reduce((sum, s) => sum + s.risk, 0) / xs.length);
}

/** Runs of seconds where `mark(t)` gives the same non-null value. */
function runs<T>(length: number, mark: (t: number) => T | null): { fromS: number; toS: number; value: T }[] {
  const out: { fromS: number; toS: number; value: T }[] = [];
  for (let t = 0; t < length; t++) {
    const v = mark(t);
    const last = out.at(-1);
    if (v === null) continue;
    if (last && last.value === v && last.toS === t) last.toS = t + 1;
    else out.push({ fromS: t, toS: t + 1, value: v });
  }
  return out;
}

const other = (c: Cut): Cut => (c === "first" ? "second" : "first");

export function compareCuts(first: AnalysisResult, second: AnalysisResult): Comparison {
  const a = first.timeline.seconds;
  const b = second.timeline.seconds;
  const length = Math.min(a.length, b.length);
  const holds: [number, number] = [hold(first), hold(second)];
  const scores: [number, number] = [first.viralityScore, second.viralityScore];

  const deadOnly = runs<Cut>(length, (t) =>
    dead(a[t]) && !dead(b[t]) ? "first" : dead(b[t]) && !dead(a[t]) ? "second" : null,
  ).map(({ fromS, toS, value }) => ({ fromS, toS, dead: value }));
  const riskier = runs<Cut>(length, (t) => {
    if (dead(a[t]) !== dead(b[t])) return null;
    const d = a[t]!.risk - b[t]!.risk;
    return d >= FAR ? "first" : -d >= FAR ? "second" : null;
  });

  const where = [
    ...deadOnly.map(
      (r) =>
        `من ${clock(r.fromS)} إلى ${clock(r.toS)}: لا يتغير شيء ولا يُسمع شيء في ${NAMES[r.dead]}، بينما ${NAMES[other(r.dead)]} حيّة هناك.`,
    ),
    ...riskier.map(
      (r) =>
        `من ${clock(r.fromS)} إلى ${clock(r.toS)}: خطر المغادرة في ${NAMES[r.value]} أعلى بكثير منه في ${NAMES[other(r.value)]}.`,
    ),
  ];
  if (a.length !== b.length) {
    const longer: Cut = a.length > b.length ? "first" : "second";
    where.push(
      `${NAMES[longer]} أطول (${Math.max(a.length, b.length)} ث مقابل ${length} ث)؛ ما بعد ${clock(length)} لا مقابل له في الأخرى.`,
    );
  }

  const holdGap = holds[1] - holds[0];
  const scoreGap = scores[1] - scores[0];
  const better: Comparison["better"] =
    Math.abs(holdGap) >= CLEAR
      ? holdGap > 0
        ? "second"
        : "first"
      : Math.abs(scoreGap) >= CLEAR
        ? scoreGap > 0
          ? "second"
          : "first"
        : "tie";
  const figures = `احتفاظ بالمشاهد ${holds[0]} من 100 مقابل ${holds[1]}، والدرجة ${scores[0]} مقابل ${scores[1]} (الأولى ثم الثانية)`;
  const verdict =
    better === "tie"
      ? `النسختان متقاربتان في قدرتهما على إبقاء المشاهد: ${figures}.`
      : `${NAMES[better]} تحافظ على المشاهد أكثر: ${figures}.${where.length === 0 ? "" : " الفرق في هذه الثواني:"}`;

  const factors = first.analysisFactors.map((f) => ({
    name: f.name,
    scores: [f.score, second.analysisFactors.find((g) => g.name === f.name)?.score ?? 0] as [number, number],
  }));
  return { better, verdict, where, scores, holds, factors, deadOnly };
}
