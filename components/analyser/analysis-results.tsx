import Link from "next/link";
import type { ReactNode } from "react";

import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import type { AnalysisResult } from "@/lib/analyser/contract";
import { formatCount } from "@/lib/pricing";
import { cn } from "@/lib/utils";

import { FACTOR_LABELS } from "./factor-labels";
import { TimelineChart } from "./timeline-chart";
import { ViralityRing } from "./virality-ring";

const RATING_LABELS: Record<string, string> = { Excellent: "ممتاز", Good: "جيد", Average: "متوسط", Poor: "ضعيف" };
const COLOR: Record<string, string> = {
  success: "bg-emerald-600",
  primary: "bg-blue-600",
  warning: "bg-amber-500",
  destructive: "bg-red-600",
};
const HOOK_KINDS: Record<string, string> = { question: "سؤال", promise: "وعد", number: "رقم", name: "اسم" };
const REC_ICON = {
  success: { icon: "circle-check", className: "text-emerald-600" },
  warning: { icon: "triangle-exclamation-point", className: "text-amber-600" },
  info: { icon: "info", className: "text-blue-600" },
} as const;

/**
 * The results section (#results-section): after an analysis on /home, and on
 * a kept result's page (without the buttons that start over; `keep` is the
 * slot for keeping the result).
 */
export function AnalysisResults({
  result,
  boostHref,
  onAnalyseAnother,
  onReplace,
  keep,
  compare,
}: {
  result: AnalysisResult;
  boostHref: string;
  onAnalyseAnother?: () => void;
  onReplace?: () => void;
  keep?: ReactNode;
  /** The slot for comparing with a second cut (compare-cuts.tsx). */
  compare?: ReactNode;
}) {
  const strengths = result.recommendations.filter((r) => r.type === "success");
  // A file that ended early says so above everything else, not again in the list.
  const changes = result.recommendations.filter(
    (r) => r.type !== "success" && r.message !== result.incomplete?.message,
  );
  const { timeline, estimate, speechHook } = result;
  return (
    <section
      id="results-section"
      aria-labelledby="results-title"
      className="mx-auto flex max-w-3xl scroll-mt-24 flex-col gap-6 px-4 py-10"
    >
      <h2 id="results-title" className="text-center text-2xl font-extrabold">
        نتيجة تحليل الفيديو
      </h2>
      {result.incomplete && (
        <p
          className="flex items-start gap-2 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm leading-relaxed font-bold text-amber-900"
          data-incomplete
        >
          <Icon name="triangle-exclamation-point" className="mt-0.5 size-4 shrink-0" />
          {result.incomplete.message}
        </p>
      )}
      <div className="flex flex-col items-center gap-4 rounded-2xl border bg-card p-6 text-center shadow-sm sm:flex-row sm:text-start">
        <ViralityRing score={result.viralityScore} />
        <div className="flex flex-col gap-2">
          <p className="text-sm text-muted-foreground">المشاهدات المتوقعة</p>
          <p className="text-2xl font-extrabold tabular-nums" dir="ltr">
            {result.estimatedViews}
          </p>
          {estimate.lowestBecause && (
            <p className="text-sm font-bold text-red-700">أدنى فئة لأن: {estimate.lowestBecause}</p>
          )}
          <p className="text-xs leading-relaxed text-muted-foreground">
            {estimate.basis} {estimate.cannotSee}
          </p>
          <p className="leading-relaxed">{result.summary}</p>
          <p className="text-xs text-muted-foreground">
            {result.source === "ai" ? "تحليل القياسات مع الذكاء الاصطناعي" : "تحليل مبني على قياس الفيديو نفسه"}
          </p>
        </div>
      </div>

      <figure className="flex flex-col gap-3 rounded-xl border bg-card p-4" aria-labelledby="timeline-title">
        <h3 id="timeline-title" className="font-bold">
          أين قد يغادر المشاهد؟ ثانية بثانية
        </h3>
        <TimelineChart timeline={timeline} />
        <figcaption className="text-xs leading-relaxed text-muted-foreground">
          المنحنى البرتقالي خطر المغادرة في كل ثانية، والمقاطع المظللة بالأحمر مقاطع خطرة. {timeline.reasoning}
        </figcaption>
        {timeline.stretches.length > 0 ? (
          <ol className="flex flex-col gap-2" aria-label="المقاطع الخطرة">
            {timeline.stretches.map((s, i) => (
              <li key={s.fromS} className="flex items-start gap-2 text-sm leading-relaxed">
                <span className="flex size-5 shrink-0 items-center justify-center rounded-full bg-red-700 text-xs font-bold text-white">
                  {i + 1}
                </span>
                {s.advice}
              </li>
            ))}
          </ol>
        ) : (
          <p className="text-sm">لا مقاطع خطرة: يتغير شيء في الصورة أو الصوت في كل ثانية تقريباً.</p>
        )}
      </figure>

      <div className="grid gap-3 sm:grid-cols-2">
        <div className="flex flex-col gap-2 rounded-xl border bg-card p-4" data-opening>
          <h3 className="font-bold">
            أول ثانيتين{" "}
            <span className="text-sm font-normal text-muted-foreground">({timeline.opening.score}/100)</span>
          </h3>
          <p className="text-sm">{timeline.opening.verdict}</p>
          <ul className="flex flex-col gap-1 text-sm">
            {timeline.opening.checks.map((c) => (
              <li key={c.text} className="flex items-start gap-2">
                <Icon
                  name={c.ok ? "circle-check" : "triangle-exclamation-point"}
                  className={cn("mt-0.5 size-4 shrink-0", c.ok ? "text-emerald-600" : "text-amber-600")}
                />
                {c.text}
              </li>
            ))}
          </ul>
        </div>
        <div className="flex flex-col gap-2 rounded-xl border bg-card p-4" data-speech-hook={speechHook.status}>
          <h3 className="font-bold">الجملة الافتتاحية</h3>
          {speechHook.status === "judged" ? (
            <>
              <blockquote className="border-s-4 border-primary ps-3 text-base font-bold">
                «{speechHook.quote}»
              </blockquote>
              {speechHook.kinds.length > 0 && (
                <p className="text-sm text-muted-foreground">
                  فيها: {speechHook.kinds.map((k) => HOOK_KINDS[k] ?? k).join("، ")}
                </p>
              )}
              <p className="text-sm leading-relaxed">{speechHook.message}</p>
            </>
          ) : (
            <p className="text-sm leading-relaxed text-muted-foreground">{speechHook.message}</p>
          )}
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

      <div className="grid gap-3 sm:grid-cols-2">
        <RecommendationList title="ما يجب تغييره" items={changes} empty="لا شيء ملحّ يحتاج تغييراً." />
        <RecommendationList title="ما يعمل جيداً" items={strengths} empty="لم نجد بعد نقطة قوة واضحة نقيسها." />
      </div>

      {result.suggestedViews > 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-xl bg-primary/5 p-5 text-center">
          <Icon name="rocket" className="size-7 text-primary" />
          <p className="font-bold">جاهز للنشر؟ أعطِ الفيديو دفعة أولى تناسب حجمه</p>
          <Button asChild>
            <Link href={boostHref}>عزّز الفيديو بـ {formatCount(result.suggestedViews)} مشاهدة</Link>
          </Button>
        </div>
      ) : (
        // The lowest band: a boost would bring viewers who swipe away; what to fix comes first.
        <div className="flex flex-col gap-2 rounded-xl border border-amber-300 bg-amber-50 p-5" data-fix-first>
          <p className="font-bold text-amber-900">أصلح الفيديو أولاً، ثم فكّر في التعزيز</p>
          <p className="text-sm leading-relaxed text-amber-900">
            المشاهدات التي تشتريها لن تبقى مع فيديو يغادره المشاهد. ابدأ بهذا ثم حلّل النسخة الجديدة:
          </p>
          <ul className="flex list-disc flex-col gap-1 ps-5 text-sm leading-relaxed">
            {[...changes.filter((r) => r.type === "warning"), ...changes.filter((r) => r.type !== "warning")]
              .slice(0, 2)
              .map((r) => (
                <li key={r.message}>{r.message}</li>
              ))}
          </ul>
        </div>
      )}

      {keep}

      {compare}

      {onReplace && onAnalyseAnother && (
        <div className="flex flex-wrap justify-center gap-3">
          <Button type="button" variant="outline" onClick={onReplace}>
            استبدال الفيديو
          </Button>
          <Button type="button" onClick={onAnalyseAnother}>
            تحليل فيديو آخر
          </Button>
        </div>
      )}
    </section>
  );
}

function RecommendationList({
  title,
  items,
  empty,
}: {
  title: string;
  items: AnalysisResult["recommendations"];
  empty: string;
}) {
  return (
    <div className="flex flex-col gap-2 rounded-xl border bg-card p-4">
      <h3 className="font-bold">{title}</h3>
      {items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{empty}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {items.map((r) => {
            const { icon, className } = REC_ICON[r.type];
            return (
              <li key={r.message} className="flex items-start gap-2 text-sm leading-relaxed" data-type={r.type}>
                <Icon name={icon} className={cn("mt-0.5 size-4 shrink-0", className)} />
                {r.message}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
