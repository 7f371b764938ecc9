"use client";

import { useId, useRef, useState } from "react";

import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { compareCuts, type AnalysisResult } from "@/lib/analyser/contract";
import { cn } from "@/lib/utils";

import { FACTOR_LABELS } from "./factor-labels";
import { CompareChart } from "./compare-chart";
import { UploadRefused, NETWORK_FAILURE, uploadVideo } from "./upload";
import { durationProblem, fileProblem } from "./checks";
import { readVideoDuration } from "./read-duration";

type State =
  | { phase: "idle" }
  | { phase: "uploading"; file: string }
  | { phase: "refused"; file: string; message: string }
  | { phase: "compared"; second: AnalysisResult };

/**
 * "Compare with another cut": the creator uploads a second version of the
 * video (the same POST /api/videos/upload, so it is analysed, deleted and its
 * result kept exactly as the first) and sees both side by side: the two risk
 * curves on one chart, the score and each factor, and in Arabic which one
 * holds viewers better and where (lib/analyser compare.ts).
 */
export function CompareCuts({ first }: { first: AnalysisResult }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<State>({ phase: "idle" });

  const choose = async (file: File | undefined) => {
    if (!file) return;
    const early = fileProblem(file) ?? durationProblem(await readVideoDuration(file));
    if (early) return setState({ phase: "refused", file: file.name, message: early });
    setState({ phase: "uploading", file: file.name });
    try {
      setState({ phase: "compared", second: await uploadVideo(file) });
    } catch (error) {
      setState({
        phase: "refused",
        file: file.name,
        message: error instanceof UploadRefused ? error.message : NETWORK_FAILURE,
      });
    } finally {
      if (input.current) input.current.value = "";
    }
  };

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-3 rounded-xl border bg-card p-4" data-compare>
      <h3 id={`${id}-title`} className="font-bold">
        قارن بنسخة ثانية
      </h3>
      <p className="text-sm leading-relaxed text-muted-foreground">
        عدّلت المونتاج؟ ارفع النسخة الثانية وسنضع المنحنيين على رسم واحد ونقول لك أيهما يُبقي المشاهد أكثر وأين. لا نحتفظ
        بأي من الفيديوهين، فقط بالقياسات.
      </p>
      <input
        ref={input}
        id={`${id}-file`}
        type="file"
        accept="video/*"
        className="sr-only"
        disabled={state.phase === "uploading"}
        onChange={(e) => void choose(e.target.files?.[0])}
        aria-label="اختر النسخة الثانية من الفيديو"
      />
      <Button
        type="button"
        variant="outline"
        disabled={state.phase === "uploading"}
        onClick={() => input.current?.click()}
        className="self-center"
      >
        <Icon name="upload" className="size-4" />
        {state.phase === "compared" ? "قارن بنسخة أخرى" : "ارفع النسخة الثانية"}
      </Button>
      <div aria-live="polite">
        {state.phase === "uploading" && (
          <p className="text-center text-sm text-muted-foreground">
            جاري تحليل <bdi>{state.file}</bdi>...
          </p>
        )}
        {state.phase === "refused" && (
          <p
            role="alert"
            className="rounded-lg border border-red-600 bg-red-50 p-3 text-sm leading-relaxed text-red-900"
          >
            <span className="font-bold">
              لم نتمكن من تحليل <bdi>{state.file}</bdi>:
            </span>{" "}
            {state.message}
          </p>
        )}
      </div>
      {state.phase === "compared" && <CompareView first={first} second={state.second} />}
    </section>
  );
}

/** Both cuts side by side: the chart, the verdict with its seconds, the score and each factor. */
export function CompareView({ first, second }: { first: AnalysisResult; second: AnalysisResult }) {
  const c = compareCuts(first, second);
  const rows = [
    { label: "الدرجة", scores: c.scores },
    { label: "الاحتفاظ بالمشاهد", scores: c.holds },
    ...c.factors.map((f) => ({ label: FACTOR_LABELS[f.name] ?? f.name, scores: f.scores })),
  ];
  return (
    <div className="flex flex-col gap-3" data-comparison={c.better}>
      <CompareChart first={first.timeline} second={second.timeline} comparison={c} />
      <p className="flex flex-wrap justify-center gap-4 text-xs">
        <span className="flex items-center gap-1">
          <span className="inline-block h-0.5 w-5 bg-amber-600" /> النسخة الأولى
        </span>
        <span className="flex items-center gap-1">
          <span className="inline-block h-0.5 w-5 border-t-2 border-dashed border-blue-700" /> النسخة الثانية
        </span>
      </p>
      <p className="leading-relaxed font-bold" data-verdict>
        {c.verdict}
      </p>
      {c.where.length > 0 && (
        <ul className="flex list-disc flex-col gap-1 ps-5 text-sm leading-relaxed" aria-label="أين تختلف النسختان">
          {c.where.map((w) => (
            <li key={w}>{w}</li>
          ))}
        </ul>
      )}
      <table className="w-full text-sm">
        <caption className="sr-only">النسختان جنباً إلى جنب</caption>
        <thead>
          <tr className="text-muted-foreground">
            <th scope="col" className="text-start font-normal">
              المقياس
            </th>
            <th scope="col" className="font-normal">
              الأولى
            </th>
            <th scope="col" className="font-normal">
              الثانية
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.label} className="border-t">
              <th scope="row" className="py-1 text-start font-normal">
                {r.label}
              </th>
              {r.scores.map((s, i) => (
                <td
                  key={i}
                  className={cn("py-1 text-center tabular-nums", s > r.scores[1 - i]! && "font-bold text-emerald-700")}
                >
                  {s}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
