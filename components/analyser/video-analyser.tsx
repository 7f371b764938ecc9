"use client";

import { useEffect, useId, useRef, useState } from "react";
import { Icon } from "@/components/ui/icon";
import { toast } from "@/components/ui/toast";

import { Button } from "@/components/ui/button";
import {
  ACCEPTED_EXTENSIONS,
  ACCEPTED_MIME_TYPES,
  MAX_DURATION_SECONDS,
  MAX_UPLOAD_MB,
  MESSAGES,
} from "@/lib/analyser/contract";
import type { AnalysisResult } from "@/lib/analyser/contract";
import { promiseText } from "@/lib/pricing";
import { cn } from "@/lib/utils";

import { durationProblem, fileProblem } from "./checks";
import { readVideoDuration } from "./read-duration";
import type { AnalysedVideo as ResultsView } from "./results-view";
import { uploadVideo, UploadRefused } from "./upload";

/**
 * docs/product-rules.md#video-analyser: progress rises 5 points every 200 ms up to 95; the
 * result shows 2 s after the answer.
 */
export const PROGRESS_STEP = 5;
export const PROGRESS_TICK_MS = 200;
export const PROGRESS_CAP = 95;
export const RESULT_DELAY_MS = 2_000;

type Phase = "idle" | "uploading" | "analyzing" | "complete";
type Drag = "none" | "over" | "reject";

const ACCEPT = [...ACCEPTED_MIME_TYPES, ...ACCEPTED_EXTENSIONS.map((e) => `.${e}`)].join(",");

export { durationProblem, fileProblem } from "./checks";

const NETWORK_FAILURE = "حدث خطأ أثناء رفع الفيديو، يرجى المحاولة مرة أخرى";

function isQuotaMessage(text: string): boolean {
  return /429|quota|insufficient_quota/i.test(text);
}

/** What to do about a refusal, when its message does not already say it. */
export function fixFor(message: string): string | null {
  if (message.startsWith(MESSAGES.tooLong))
    return `قصّ الفيديو إلى ${MAX_DURATION_SECONDS} ثانية أو أقل (من محرر الصور في هاتفك أو من تيك توك نفسه) ثم اختره من جديد.`;
  if (message.startsWith(MESSAGES.tooLarge))
    return `صدّر الفيديو بدقة 1080p أو اقصصه ليصغر عن ${MAX_UPLOAD_MB} ميجابايت، ثم اختره من جديد.`;
  if (message === MESSAGES.invalidType || message === MESSAGES.notAVideo)
    return "اختر ملف الفيديو نفسه من معرض هاتفك (MP4 أو MOV)، لا صورة ولا ملفاً آخر.";
  if (message === NETWORK_FAILURE || message === MESSAGES.uploadTimeout)
    return "تحقق من اتصالك ثم اختر الفيديو مرة أخرى.";
  return null;
}

/** The file's problem, kept on the page beside the drop zone until another file is chosen. */
interface Problem {
  file: string | null;
  title: string;
  message: string;
  fix: string | null;
}

function problemFor(file: string | null, message: string): Problem {
  if (isQuotaMessage(message))
    return { file, title: MESSAGES.usageLimitTitle, message: MESSAGES.usageLimit, fix: null };
  const text = message || NETWORK_FAILURE;
  return { file, title: "لم نتمكن من تحليل هذا الملف", message: text, fix: fixFor(text) };
}

/**
 * The free analyser: drop zone (#upload-section), progress, then the results
 * (#results-section) once an analysis is done.
 */
export function VideoAnalyser() {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [phase, setPhase] = useState<Phase>("idle");
  const [progress, setProgress] = useState(0);
  const [drag, setDrag] = useState<Drag>("none");
  const [fileName, setFileName] = useState<string | null>(null);
  const [result, setResult] = useState<AnalysisResult | null>(null);
  // The result's view, loaded while the video uploads (results-view.tsx).
  const [View, setView] = useState<typeof ResultsView | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const timers = useRef<{ tick?: number; done?: number }>({});

  const stopTimers = () => {
    window.clearInterval(timers.current.tick);
    window.clearTimeout(timers.current.done);
  };
  useEffect(() => stopTimers, []);

  const reset = () => {
    stopTimers();
    setPhase("idle");
    setProgress(0);
    setFileName(null);
    setResult(null);
    if (input.current) input.current.value = "";
  };

  const backToUpload = (openChooser: boolean) => {
    reset();
    requestAnimationFrame(() => {
      document.getElementById("upload-section")?.scrollIntoView({ behavior: "smooth", block: "start" });
      if (openChooser) input.current?.click();
    });
  };

  const refuse = (file: string | null, message: string) => {
    reset();
    setProblem(problemFor(file, message));
  };

  const analyse = async (file: File) => {
    setProblem(null);
    const early = fileProblem(file) ?? durationProblem(await readVideoDuration(file));
    if (early) {
      refuse(file.name, early);
      return;
    }
    setResult(null);
    setFileName(file.name);
    setPhase("uploading");
    setProgress(0);
    timers.current.tick = window.setInterval(
      () => setProgress((p) => Math.min(PROGRESS_CAP, p + PROGRESS_STEP)),
      PROGRESS_TICK_MS,
    );
    try {
      const view = import("./results-view");
      // Awaited with the answer below; a failed upload may leave it unawaited.
      view.catch(() => undefined);
      const [body, { AnalysedVideo }] = await Promise.all([uploadVideo(file), view]);
      window.clearInterval(timers.current.tick);
      setProgress(100);
      setPhase("analyzing");
      timers.current.done = window.setTimeout(() => {
        setView(() => AnalysedVideo);
        setResult(body);
        setPhase("complete");
        if (body.aiFallback?.reason === "quota")
          toast.warning(body.aiFallback.title, { description: body.aiFallback.message });
        requestAnimationFrame(() =>
          document.getElementById("results-section")?.scrollIntoView({ behavior: "smooth", block: "start" }),
        );
      }, RESULT_DELAY_MS);
    } catch (error) {
      refuse(file.name, error instanceof UploadRefused ? error.message : "");
    }
  };

  const onFiles = (files: FileList | null) => {
    if (!files || files.length === 0) return;
    if (files.length > 1) {
      refuse(null, MESSAGES.oneFile);
      return;
    }
    void analyse(files[0]!);
  };

  const busy = phase === "uploading" || phase === "analyzing";

  return (
    <>
      <section
        id="upload-section"
        aria-labelledby={`${id}-title`}
        className="mx-auto max-w-3xl scroll-mt-24 px-4 py-10"
      >
        <h2 id={`${id}-title`} className="mb-2 text-center text-2xl font-extrabold">
          حلّل فيديو تيك توك مجاناً
        </h2>
        <p className="mb-6 text-center text-muted-foreground">
          ارفع فيديو حتى {MAX_DURATION_SECONDS} ثانية و{MAX_UPLOAD_MB} ميجابايت، واعرف فرص انتشاره قبل النشر.
        </p>
        <input
          ref={input}
          id={`${id}-file`}
          type="file"
          accept={ACCEPT}
          className="peer sr-only"
          disabled={busy}
          onChange={(e) => onFiles(e.target.files)}
        />
        <label
          htmlFor={`${id}-file`}
          data-drag={drag}
          onDragOver={(e) => {
            e.preventDefault();
            const items = [...e.dataTransfer.items].filter((i) => i.kind === "file");
            const ok = items.length === 1 && (items[0]!.type === "" || items[0]!.type.startsWith("video/"));
            setDrag(ok ? "over" : "reject");
          }}
          onDragLeave={() => setDrag("none")}
          onDrop={(e) => {
            e.preventDefault();
            setDrag("none");
            if (!busy) onFiles(e.dataTransfer.files);
          }}
          className={cn(
            "flex flex-col items-center gap-3 rounded-2xl border-2 border-dashed p-8 text-center transition-colors peer-focus-visible:ring-4 peer-focus-visible:ring-ring/50",
            drag === "over" && "border-primary bg-primary/10",
            drag === "reject" && "border-red-600 bg-red-50",
            drag === "none" && "border-muted-foreground/30 bg-card hover:border-primary/60",
            busy ? "cursor-progress" : "cursor-pointer",
          )}
        >
          {busy ? (
            <Icon name="file-play" className="size-10 text-primary" />
          ) : (
            <Icon name="upload" className="size-10 text-primary" />
          )}
          <span className="font-bold">{busy ? fileName : "اسحب الفيديو وأفلته هنا أو اضغط للاختيار"}</span>
          <span className="text-xs text-muted-foreground">
            {ACCEPTED_EXTENSIONS.map((e) => e.toUpperCase()).join("، ")} · فيديو واحد
          </span>
        </label>
        <div aria-live="assertive">
          {problem && !busy && (
            <div
              role="alert"
              data-upload-problem
              className="mt-4 flex items-start gap-3 rounded-xl border border-red-600 bg-red-50 p-4 text-red-900"
            >
              <Icon name="triangle-exclamation-point" className="mt-0.5 size-5 shrink-0 text-red-700" />
              <div className="flex flex-col gap-1 text-sm leading-relaxed">
                <p className="font-bold">
                  {problem.title}
                  {problem.file && (
                    <>
                      {": "}
                      <bdi>{problem.file}</bdi>
                    </>
                  )}
                </p>
                <p>{problem.message}</p>
                {problem.fix && <p className="font-bold">{problem.fix}</p>}
              </div>
            </div>
          )}
        </div>
        {busy && (
          <div className="mt-4 flex flex-col gap-2" aria-live="polite">
            <div
              role="progressbar"
              aria-label="تقدم التحليل"
              aria-valuenow={progress}
              aria-valuemin={0}
              aria-valuemax={100}
              className="h-2 overflow-hidden rounded-full bg-muted"
            >
              <div className="h-full bg-primary transition-[width]" style={{ width: `${progress}%` }} />
            </div>
            <p className="text-center text-sm text-muted-foreground">
              {phase === "uploading" ? `جاري رفع الفيديو... ${progress}%` : "جاري تحليل الفيديو..."}
            </p>
          </div>
        )}
        <p className="mt-4 text-center text-xs text-muted-foreground">
          يُحذف الفيديو فور انتهاء التحليل، وفي كل الأحوال خلال {promiseText.uploadDeletion}، ولا نشاركه مع أي طرف ثالث.
        </p>
        {phase === "complete" && result && (
          <div className="mt-4 flex justify-center">
            <Button type="button" variant="outline" onClick={() => backToUpload(true)}>
              استبدال الفيديو
            </Button>
          </div>
        )}
      </section>
      {phase === "complete" && result && View && (
        <View result={result} onAnalyseAnother={() => backToUpload(false)} onReplace={() => backToUpload(true)} />
      )}
    </>
  );
}
