import Link from "next/link";

import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import type { AnalysisResult } from "@/lib/analyser/contract";
import { PAGES } from "@/lib/routes";
import { cn } from "@/lib/utils";

import { ViralityRing } from "./virality-ring";

const FACTOR_LABELS: Record<string, string> = {
  "Video Length": "طول الفيديو",
  "First 3 Seconds (Hook)": "أول 3 ثوانٍ (الخطاف)",
  "Speed and Pacing": "السرعة والإيقاع",
  "Language and Content": "اللغة والمحتوى",
};
const RATING_LABELS: Record<string, string> = { Excellent: "ممتاز", Good: "جيد", Average: "متوسط", Poor: "ضعيف" };
const COLOR: Record<string, string> = {
  success: "bg-emerald-600",
  primary: "bg-blue-600",
  warning: "bg-amber-500",
  destructive: "bg-red-600",
};
const REC_ICON = {
  success: { icon: "circle-check", className: "text-emerald-600" },
  warning: { icon: "triangle-exclamation-point", className: "text-amber-600" },
  info: { icon: "info", className: "text-blue-600" },
} as const;

/** The results section (#results-section), shown only after an analysis. */
export function AnalysisResults({
  result,
  onAnalyseAnother,
  onReplace,
}: {
  result: AnalysisResult;
  onAnalyseAnother: () => void;
  onReplace: () => void;
}) {
  return (
    <section
      id="results-section"
      aria-labelledby="results-title"
      className="mx-auto flex max-w-3xl scroll-mt-24 flex-col gap-6 px-4 py-10"
    >
      <h2 id="results-title" className="text-center text-2xl font-extrabold">
        نتيجة تحليل الفيديو
      </h2>
      <div className="flex flex-col items-center gap-4 rounded-2xl border bg-card p-6 text-center shadow-sm sm:flex-row sm:text-start">
        <ViralityRing score={result.viralityScore} />
        <div className="flex flex-col gap-2">
          <p className="text-sm text-muted-foreground">المشاهدات المتوقعة</p>
          <p className="text-2xl font-extrabold tabular-nums" dir="ltr">
            {result.estimatedViews}
          </p>
          <p className="leading-relaxed">{result.summary}</p>
          <p className="text-xs text-muted-foreground">
            {result.source === "ai" ? "تحليل القياسات مع الذكاء الاصطناعي" : "تحليل مبني على قياس الفيديو نفسه"}
          </p>
        </div>
      </div>

      <div className="grid gap-3 sm:grid-cols-2">
        {result.analysisFactors.map((f) => (
          <div key={f.name} className="flex flex-col gap-2 rounded-xl border bg-card p-4" data-factor={f.name}>
            <div className="flex items-center justify-between gap-2">
              <h3 className="font-bold">{FACTOR_LABELS[f.name] ?? f.name}</h3>
              <span className={cn("rounded-full px-2 py-0.5 text-xs font-bold text-white", COLOR[f.color])}>
                {RATING_LABELS[f.rating] ?? f.rating} · {f.score}
              </span>
            </div>
            <div
              className="h-2 overflow-hidden rounded-full bg-muted"
              role="progressbar"
              aria-valuenow={f.score}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-label={FACTOR_LABELS[f.name] ?? f.name}
            >
              <div className={cn("h-full", COLOR[f.color])} style={{ width: `${f.score}%` }} />
            </div>
            <p className="text-sm leading-relaxed text-muted-foreground">{f.message}</p>
          </div>
        ))}
      </div>

      {result.recommendations.length > 0 && (
        <div className="flex flex-col gap-2 rounded-xl border bg-card p-4">
          <h3 className="font-bold">التوصيات</h3>
          <ul className="flex flex-col gap-2">
            {result.recommendations.map((r) => {
              const { icon, className } = REC_ICON[r.type];
              return (
                <li key={r.message} className="flex items-start gap-2 text-sm leading-relaxed" data-type={r.type}>
                  <Icon name={icon} className={cn("mt-0.5 size-4", className)} />
                  {r.message}
                </li>
              );
            })}
          </ul>
        </div>
      )}

      <div className="flex flex-col items-center gap-3 rounded-xl bg-primary/5 p-5 text-center">
        <Icon name="rocket" className="size-7 text-primary" />
        <p className="font-bold">جاهز للنشر؟ أعطِ الفيديو دفعة أولى تناسب حجمه</p>
        <Button asChild>
          <Link href={`${PAGES.buy.path}?serviceType=views&quantity=${result.suggestedViews}`}>
            عزّز الفيديو بـ {result.suggestedViews.toLocaleString("en-US")} مشاهدة
          </Link>
        </Button>
      </div>

      <div className="flex flex-wrap justify-center gap-3">
        <Button type="button" variant="outline" onClick={onReplace}>
          استبدال الفيديو
        </Button>
        <Button type="button" onClick={onAnalyseAnother}>
          تحليل فيديو آخر
        </Button>
      </div>
    </section>
  );
}
