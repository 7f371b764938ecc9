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
  /** A boost sized to the video, linked from the result to the store. */
  suggestedViews: number;
}
