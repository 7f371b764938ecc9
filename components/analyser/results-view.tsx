"use client";

import type { AnalysisResult } from "@/lib/analyser/contract";
import { boostHref } from "@/lib/analyser/contract";

import { AnalysisResults } from "./analysis-results";
import { CompareCuts } from "./compare-cuts";
import { KeepResult } from "./keep-result";

/**
 * The analyser's result on /home, with the offer to keep it. Its own chunk
 * (video-analyser.tsx loads it while the video uploads): the score ring, the
 * timeline chart and the advice are no part of the page's first load.
 */
export function AnalysedVideo({
  result,
  onAnalyseAnother,
  onReplace,
}: {
  result: AnalysisResult;
  onAnalyseAnother: () => void;
  onReplace: () => void;
}) {
  return (
    <AnalysisResults
      result={result}
      boostHref={boostHref(result.suggestedViews)}
      keep={result.reportId && <KeepResult reportId={result.reportId} saved={false} showOpenLink />}
      compare={<CompareCuts first={result} />}
      onAnalyseAnother={onAnalyseAnother}
      onReplace={onReplace}
    />
  );
}
