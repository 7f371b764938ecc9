import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { AnalysisResults } from "@/components/analyser/analysis-results";
import { CompareCuts } from "@/components/analyser/compare-cuts";
import { KeepResult } from "@/components/analyser/keep-result";
import { boostHref, getReport } from "@/lib/analyser";

export const metadata: Metadata = { title: "نتيجة تحليل الفيديو", robots: { index: false } };

/**
 * A kept analysis result (lib/analyser reports): the measurements, the
 * timeline chart and the advice, never the video. Open to whoever has the
 * link; gone after the promised deletion time unless saved to an account.
 * An unknown or deleted link is a 404 (./not-found.tsx says so in words).
 */
export default async function AnalysisResultPage({
  searchParams,
}: {
  searchParams: Promise<{ id?: string | string[] }>;
}) {
  const { id } = await searchParams;
  const report = typeof id === "string" ? await getReport(id) : null;
  if (!report) notFound();
  const { result } = report;
  return (
    <div className="-mx-4 -my-8 sm:-my-12">
      <h1 className="sr-only">نتيجة تحليل الفيديو</h1>
      <AnalysisResults
        result={result}
        boostHref={boostHref(result.suggestedViews)}
        compare={<CompareCuts first={result} />}
        keep={<KeepResult reportId={result.reportId!} saved={report.deletesAt === null} showOpenLink={false} />}
      />
    </div>
  );
}
