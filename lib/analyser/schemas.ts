// This room's response schema: what the analyser page checks POST
// /api/videos/upload's answer with (components/analyser). The browser loads
// this module only with the answer (import()), never with the page.

import { z } from "zod";

import { FINDING_CODES, type AnalysisResult } from "./result";

// Before any schema is built: zod 4 otherwise probes `new Function` when it
// builds an object schema, which the store's CSP reports as a violation.
z.config({ jitless: true });

const rating = z.enum(["Excellent", "Good", "Average", "Poor"]);

const riskReason = z.enum(["frozen", "still", "silent", "dark"]);

const timelineSchema = z.object({
  durationS: z.number(),
  seconds: z.array(
    z.object({
      t: z.number(),
      motion: z.number(),
      cuts: z.number(),
      loudness: z.number().nullable(),
      speech: z.boolean(),
      brightness: z.number(),
      change: z.number(),
      silent: z.boolean(),
      frozen: z.boolean(),
      risk: z.number(),
      reasons: z.array(riskReason),
    }),
  ),
  cuts: z.array(z.number()).optional(),
  stretches: z.array(z.object({ fromS: z.number(), toS: z.number(), reason: riskReason, advice: z.string() })),
  opening: z.object({
    score: z.number(),
    verdict: z.string(),
    checks: z.array(z.object({ ok: z.boolean(), text: z.string() })),
  }),
  reasoning: z.string(),
});

/** The analysis result (./result.ts); an added field of the result must be added here too (the type says so). */
export const analysisResultSchema: z.ZodType<AnalysisResult> = z.object({
  summary: z.string(),
  viralityScore: z.number(),
  estimatedViews: z.string(),
  recommendations: z.array(z.object({ type: z.enum(["success", "warning", "info"]), message: z.string() })),
  analysisFactors: z.array(
    z.object({
      name: z.enum(["Video Length", "First 3 Seconds (Hook)", "Speed and Pacing", "Language and Content"]),
      rating,
      color: z.enum(["success", "primary", "warning", "destructive"]),
      score: z.number(),
      message: z.string(),
    }),
  ),
  source: z.enum(["local", "ai"]),
  aiFallback: z.object({ reason: z.enum(["quota", "error"]), title: z.string(), message: z.string() }).optional(),
  suggestedViews: z.number(),
  timeline: timelineSchema,
  estimate: z.object({
    low: z.number(),
    high: z.number(),
    band: z.number(),
    lowestBecause: z.string().nullable(),
    basis: z.string(),
    cannotSee: z.string(),
  }),
  speechHook: z.union([
    z.object({
      status: z.literal("judged"),
      quote: z.string(),
      kinds: z.array(z.enum(["question", "promise", "number", "name"])),
      message: z.string(),
    }),
    z.object({ status: z.enum(["noSpeech", "needsOnline", "unavailable"]), message: z.string() }),
  ]),
  findings: z.array(z.enum(FINDING_CODES)),
  incomplete: z.object({ declaredS: z.number(), analysedS: z.number(), message: z.string() }).optional(),
  reportId: z.string().optional(),
});

/** A refused upload: the server's message for the visitor. */
export const uploadErrorSchema = z.object({ message: z.string() });
