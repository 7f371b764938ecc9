import type { Metadata } from "next";
import Link from "next/link";

import { AnalysisResults } from "@/components/analyser/analysis-results";
import { KeepResult } from "@/components/analyser/keep-result";
import { Button } from "@/components/ui/button";
import { REPORT_NOT_FOUND, boostHref, getReport } from "@/lib/analyser";
import { PAGES } from "@/lib/routes";

export const metadata: Metadata = { title: "نتيجة تحليل الفيديو", robots: { index: false } };

/**
 * A kept analysis result (lib/analyser reports): the measurements, the
 * timeline chart and the advice, never the video. Open to whoever has the
 * link; gone after the promised deletion time unless saved to an account.
 */
export default async function AnalysisResultPage({
  searchParams,
}: {
  searchParams: Promise<{ id?: string | string[] }>;
}) {
  const { id } = await searchParams;
  const report = typeof id === "string" ? await getReport(id) : null;
  if (!report)
    return (
      <section aria-labelledby="report-missing" className="flex flex-col items-center gap-4 text-center">
        <h1 id="report-missing" className="text-2xl font-bold">
          نتيجة تحليل الفيديو
        </h1>
        <p className="text-muted-foreground">{REPORT_NOT_FOUND}</p>
        <Button asChild>
          <Link href={`${PAGES.home.path}#upload-section`}>حلّل فيديو مجاناً</Link>
        </Button>
      </section>
    );
  const { result } = report;
  return (
    <div className="-mx-4 -my-8 sm:-my-12">
      <h1 className="sr-only">نتيجة تحليل الفيديو</h1>
      <AnalysisResults
        result={result}
        boostHref={boostHref(result.suggestedViews)}
        keep={<KeepResult reportId={result.reportId!} saved={report.deletesAt === null} showOpenLink={false} />}
      />
    </div>
  );
}
