import Link from "next/link";

import { Button } from "@/components/ui/button";
import { REPORT_NOT_FOUND } from "@/lib/analyser";
import { PAGES } from "@/lib/routes";

/** A kept result's link that leads nowhere (unknown, deleted, past its time): HTTP 404, in words. */
export default function ReportNotFound() {
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
}
