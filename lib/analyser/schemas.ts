// This room's response schema: what the analyser page checks POST
// /api/videos/upload's answer with (components/analyser). The browser loads
// this module only with the answer (import()), never with the page.

import { z } from "zod";

import type { AnalysisResult } from "./result";

// Before any schema is built: zod 4 otherwise probes `new Function` when it
// builds an object schema, which the store's CSP reports as a violation.
z.config({ jitless: true });

const rating = z.enum(["Excellent", "Good", "Average", "Poor"]);

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
});

/** A refused upload: the server's message for the visitor. */
export const uploadErrorSchema = z.object({ message: z.string() });
