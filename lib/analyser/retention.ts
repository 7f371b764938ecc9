import { clock } from "./format";
import type { Measurements } from "./measure";
import type { Opening, RiskReason, RiskyStretch, Timeline, TimelineSecond } from "./result";

/**
 * The retention-risk curve: for every second, how likely a viewer swipes
 * away, from what the measuring pass saw and heard in it. Each reason adds
 * a fixed weight (nothing changing on screen weighs most); a cut or speech
 * takes some back; stillness that goes on adds up; the first two seconds,
 * where viewers decide, count half again.
 */
export const RISK_WEIGHTS: Record<RiskReason, number> = { frozen: 45, still: 25, silent: 25, dark: 15 };
/** A second at or above this risk is risky; two risky seconds in a row (one in the opening) make a stretch. */
export const RISKY = 40;
/** Mean brightness (0-255) under which the picture reads as dark on a phone. */
export const DARK_BRIGHTNESS = 40;
/** Mean brightness (0-255, 25%) under which the result advises more light (below DARK_BRIGHTNESS, as a warning). */
export const LOW_LIGHT_BRIGHTNESS = 64;
/** Movement (0-255 luma difference) under which a second without a cut looks still. */
const STILL_MOTION = 1;
const STILL_CHANGE = 8;

export const RISK_REASONING =
  "يرتفع الخطر في كل ثانية لا يتغير فيها شيء على الشاشة أو ينقطع فيها الصوت أو تُظلم الصورة، ويتراكم كلما طال الجمود، ويُحسب أثقل في أول ثانيتين لأن المشاهد يقرر فيهما؛ وكل قطع أو كلام يخففه.";

function reasonsFor(s: Omit<TimelineSecond, "risk" | "reasons">): RiskReason[] {
  const reasons: RiskReason[] = [];
  if (s.frozen) reasons.push("frozen");
  else if (s.motion < STILL_MOTION && s.cuts === 0 && s.change < STILL_CHANGE) reasons.push("still");
  if (s.silent) reasons.push("silent");
  if (s.brightness < DARK_BRIGHTNESS) reasons.push("dark");
  return reasons;
}

export function riskCurve(m: Measurements): TimelineSecond[] {
  let stillRun = 0;
  return m.seconds.map(({ speechStartS: _, ...s }) => {
    const reasons = reasonsFor(s);
    const isStill = reasons.includes("frozen") || reasons.includes("still");
    stillRun = isStill ? stillRun + 1 : 0;
    let risk = reasons.reduce((sum, r) => sum + RISK_WEIGHTS[r], 0);
    if (stillRun > 1) risk += Math.min(20, (stillRun - 1) * 10);
    if (s.cuts > 0) risk -= 10;
    if (s.speech) risk -= 10;
    if (s.t < 2) risk *= 1.5;
    return { ...s, risk: Math.round(Math.min(100, Math.max(0, risk))), reasons };
  });
}

/** A dead second: nothing moves or changes on screen and nothing is heard. */
export function isDead(s: TimelineSecond): boolean {
  return (s.reasons.includes("frozen") || s.reasons.includes("still")) && s.reasons.includes("silent");
}

/** The share (0-1) of the clip's seconds that are dead, wherever they fall. */
export function deadShare(seconds: TimelineSecond[]): number {
  return seconds.length === 0 ? 0 : seconds.filter(isDead).length / seconds.length;
}

const ADVICE: Record<RiskReason, string> = {
  frozen: "لا يتغير شيء على الشاشة، وهنا يمرّر المشاهد. أضف قطعاً أو حركة كاميرا أو نصاً يظهر في هذا المقطع.",
  still: "الصورة شبه ثابتة بلا قطع. غيّر اللقطة أو الزاوية أو قرّب الكاميرا هنا.",
  silent: "لا يُسمع شيء. املأ هذا المقطع بكلام أو موسيقى.",
  dark: "الصورة مظلمة على شاشة الهاتف. أضئ المشهد أو ارفع السطوع.",
};
const PRIORITY: RiskReason[] = ["frozen", "still", "silent", "dark"];

/** Runs of risky seconds, each with the reason most of its seconds share, and advice tied to its timestamps. */
export function riskyStretches(seconds: TimelineSecond[], durationS: number): RiskyStretch[] {
  const out: RiskyStretch[] = [];
  let i = 0;
  while (i < seconds.length) {
    if (seconds[i]!.risk < RISKY || seconds[i]!.reasons.length === 0) {
      i++;
      continue;
    }
    let j = i;
    while (j + 1 < seconds.length && seconds[j + 1]!.risk >= RISKY && seconds[j + 1]!.reasons.length > 0) j++;
    const run = seconds.slice(i, j + 1);
    if (run.length >= 2 || run[0]!.t < 2) {
      const reason =
        PRIORITY.map((r) => ({ r, n: run.filter((s) => s.reasons.includes(r)).length }))
          .filter((x) => x.n > 0)
          .sort((a, b) => b.n - a.n)[0]?.r ?? "still";
      const fromS = run[0]!.t;
      const toS = Math.min(run.at(-1)!.t + 1, Math.max(durationS, fromS + 1));
      out.push({ fromS, toS, reason, advice: `من ${clock(fromS)} إلى ${clock(toS)} ${ADVICE[reason]}` });
    }
    i = j + 1;
  }
  return out;
}

const s1 = (n: number) => n.toFixed(1);

/**
 * The first two seconds on their own: movement or a cut from the first
 * frame, sound from the start, speech within two seconds, and something
 * changing on screen (a new colour, light or caption) within two seconds.
 */
export function judgeOpening(m: Measurements): Opening {
  const firstTwo = m.seconds.filter((s) => s.t < 2);
  const moving = m.motionAtStart >= STILL_MOTION || (m.firstCutS !== null && m.firstCutS <= 0.5);
  const soundNow = m.hasAudio && m.startSilenceS <= 0.3 && !firstTwo[0]?.silent;
  const speechSoon = m.speechStartS !== null && m.speechStartS < 2;
  const changes = firstTwo.some((s) => s.cuts > 0 || s.change >= STILL_CHANGE);
  // Movement on its own is not a change of shot, light or caption; said so, never "nothing changes".
  const movesLater = firstTwo.some((s) => s.motion >= STILL_MOTION);
  const checks = [
    {
      ok: moving,
      text: moving ? "الصورة تتحرك من الإطار الأول" : "الإطار الأول ثابت: لا حركة ولا قطع في أول نصف ثانية",
    },
    {
      ok: soundNow,
      text: !m.hasAudio
        ? "لا صوت في البداية"
        : soundNow
          ? "الصوت يبدأ فوراً"
          : m.startSilenceS <= 0.3
            ? "الصوت شبه منقطع في الثانية الأولى"
            : `الصوت يبدأ بعد ${s1(m.startSilenceS)} ث`,
    },
    {
      ok: speechSoon,
      text: speechSoon ? `الكلام يبدأ عند ${s1(m.speechStartS!)} ث` : "لا كلام في أول ثانيتين",
    },
    {
      ok: changes,
      text: changes
        ? "لقطة جديدة أو تغيير في الإضاءة أو الألوان أو النص في أول ثانيتين"
        : moving || movesLater
          ? "الصورة تتحرك، لكن لا لقطة جديدة ولا تغيير في الإضاءة أو الألوان أو النص في أول ثانيتين"
          : "لا يتغير شيء على الشاشة في أول ثانيتين",
    },
  ];
  const weights = [35, 25, 20, 20];
  const score = checks.reduce((sum, c, i) => sum + (c.ok ? weights[i]! : 0), 0);
  const verdict =
    score >= 70
      ? "بداية تشد الانتباه في أول ثانيتين."
      : score >= 40
        ? "بداية مقبولة، لكن أول ثانيتين تحتاجان شيئاً يلفت النظر أو السمع."
        : "أول ثانيتين ضعيفتان: قد يمرّر المشاهد قبل أن يرى الفكرة.";
  return { score, verdict, checks };
}

export function buildTimeline(m: Measurements): Timeline {
  const seconds = riskCurve(m);
  return {
    durationS: m.durationS,
    seconds,
    cuts: m.cuts,
    stretches: riskyStretches(seconds, m.durationS),
    opening: judgeOpening(m),
    reasoning: RISK_REASONING,
  };
}
