"use client";

import Link from "next/link";
import { useState } from "react";

import { api, ApiError } from "@/components/data/api";
import { Button } from "@/components/ui/button";
import { PROMISED_DELETION_MS, reportHref, signInToSaveHref } from "@/lib/analyser/contract";

const HOURS = PROMISED_DELETION_MS / 3_600_000;

type Saving = "idle" | "busy" | "saved" | "signIn" | "failed";

/**
 * Keeping a result: its link (the measurements and chart, never the video),
 * deleted with the uploads after the promised time unless the creator saves
 * it to their account.
 */
export function KeepResult({
  reportId,
  saved,
  showOpenLink,
}: {
  reportId: string;
  saved: boolean;
  showOpenLink: boolean;
}) {
  const [state, setState] = useState<Saving>(saved ? "saved" : "idle");
  const [copied, setCopied] = useState(false);
  const href = reportHref(reportId);

  const save = async () => {
    setState("busy");
    try {
      await api(`/api/videos/reports/${encodeURIComponent(reportId)}`, { method: "POST" });
      setState("saved");
    } catch (error) {
      setState(error instanceof ApiError && error.status === 401 ? "signIn" : "failed");
    }
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(new URL(href, window.location.origin).toString());
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };

  return (
    <div className="flex flex-col gap-3 rounded-xl border bg-card p-4" data-keep-result>
      <h3 className="font-bold">احتفظ بالنتيجة</h3>
      <p className="text-sm leading-relaxed text-muted-foreground" aria-live="polite">
        {state === "saved"
          ? "النتيجة محفوظة في حسابك ولن تُحذف. الرابط يعرض القياسات والمنحنى فقط، لا الفيديو."
          : `رابط النتيجة يعرض القياسات والمنحنى فقط، لا الفيديو، ويُحذف بعد ${HOURS} ساعة إلا إذا حفظته في حسابك.`}
      </p>
      <div className="flex flex-wrap gap-2">
        {showOpenLink && (
          <Button asChild variant="outline" size="sm">
            <Link href={href}>فتح رابط النتيجة</Link>
          </Button>
        )}
        <Button type="button" variant="outline" size="sm" onClick={copy}>
          {copied ? "تم نسخ الرابط" : "نسخ الرابط"}
        </Button>
        {state !== "saved" && (
          <Button type="button" size="sm" onClick={save} disabled={state === "busy"}>
            {state === "busy" ? "جارٍ الحفظ..." : "احفظها في حسابي"}
          </Button>
        )}
      </div>
      {state === "signIn" && (
        <p className="text-sm" role="status">
          سجّل الدخول أولاً لحفظ النتيجة:{" "}
          <Link href={signInToSaveHref(reportId)} className="font-bold text-primary underline">
            تسجيل الدخول
          </Link>
        </p>
      )}
      {state === "failed" && (
        <p className="text-sm text-red-700" role="status">
          تعذر حفظ النتيجة؛ ربما انتهت مدتها. حلّل الفيديو من جديد ثم احفظها.
        </p>
      )}
    </div>
  );
}
