/** The analysis result: the public contract of POST /api/videos/upload (docs/product-rules.md#video-analyser). */
export type Rating = "Excellent" | "Good" | "Average" | "Poor";
export type FactorColor = "success" | "primary" | "warning" | "destructive";
export type FactorName = "Video Length" | "First 3 Seconds (Hook)" | "Speed and Pacing" | "Language and Content";

export interface AnalysisFactor {
  name: FactorName;
  rating: Rating;
  color: FactorColor;
  score: number;
  message: string;
}

export interface Recommendation {
  type: "success" | "warning" | "info";
  message: string;
}

/** Why a second risks losing the viewer (lib/analyser/retention.ts). */
export type RiskReason = "frozen" | "still" | "silent" | "dark";

/** One second of the video [t, t+1): what the measuring pass saw and heard, and the risk it adds up to. */
export interface TimelineSecond {
  t: number;
  /** Mean frame-to-frame change, 0-1. */
  motion: number;
  cuts: number;
  /** Momentary loudness (LUFS); null when nothing is heard. */
  loudness: number | null;
  speech: boolean;
  /** Mean brightness, 0-255. */
  brightness: number;
  /** Brightness/colour change during the second, 0-255 scale. */
  change: number;
  silent: boolean;
  frozen: boolean;
  /** Retention risk 0-100: how likely a viewer swipes away here. */
  risk: number;
  reasons: RiskReason[];
}

/** A run of risky seconds [fromS, toS) with its advice, timestamps in the words. */
export interface RiskyStretch {
  fromS: number;
  toS: number;
  reason: RiskReason;
  advice: string;
}

/** The first two seconds, judged on their own. */
export interface Opening {
  score: number;
  verdict: string;
  checks: { ok: boolean; text: string }[];
}

export interface Timeline {
  durationS: number;
  seconds: TimelineSecond[];
  /** Times (s) of the cuts found inside the picture (absent from results kept before issue 48). */
  cuts?: number[];
  stretches: RiskyStretch[];
  opening: Opening;
  /** How the risk curve is made, in one or two plain sentences. */
  reasoning: string;
}

/** The estimated views, from the measurements, with what it rests on and what it cannot see. */
export interface ViewsEstimate {
  low: number;
  high: number;
  /** 0 (lowest) to 4. */
  band: number;
  /** Set when the clip is static, silent or a steady tone: why it is in the lowest band. */
  lowestBecause: string | null;
  basis: string;
  cannotSee: string;
}

export type HookKind = "question" | "promise" | "number" | "name";

/** The spoken hook of the first seconds: judged online, or honestly not judged. */
export type SpeechHook =
  | { status: "judged"; quote: string; kinds: HookKind[]; message: string }
  | { status: "noSpeech" | "needsOnline" | "unavailable"; message: string };

/** What the analyser found, as codes (the accuracy check counts them). */
export const FINDING_CODES = [
  "static",
  "silent",
  "steady-tone",
  "speech",
  "fast-cuts",
  "no-cuts",
  "slow-start",
  "strong-opening",
  "dead-stretch",
  "dark",
  "horizontal",
  "late-sound",
  "low-volume",
  "too-short",
  "too-long",
  "lowest-band",
  "incomplete",
  "mostly-dead",
  "letterboxed",
  "low-light",
] as const;
export type FindingCode = (typeof FINDING_CODES)[number];

export interface AnalysisResult {
  summary: string;
  viralityScore: number;
  estimatedViews: string;
  recommendations: Recommendation[];
  analysisFactors: AnalysisFactor[];
  /** Where the judgement came from: the local measurements alone, or merged with the AI model's. */
  source: "local" | "ai";
  /** Set when the AI was asked but could not answer; the documented usage-limit texts on 429/quota. */
  aiFallback?: { reason: "quota" | "error"; title: string; message: string };
  /** A boost sized to the video, linked from the result to the store; 0 (no boost offered) in the lowest band. */
  suggestedViews: number;
  /** Second by second, from the same measuring pass. */
  timeline: Timeline;
  estimate: ViewsEstimate;
  speechHook: SpeechHook;
  findings: FindingCode[];
  /** Set when the file ends before its declared length: only what was there was analysed. */
  incomplete?: { declaredS: number; analysedS: number; message: string };
  /** The kept result's id (its page shows the measurements, never the video). */
  reportId?: string;
}
