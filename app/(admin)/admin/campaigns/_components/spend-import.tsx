"use client";

import { useRouter } from "next/navigation";
import { useId, useState } from "react";

import { api, ApiError } from "@/components/data/api";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";

import { operatorError } from "../../_components/admin-action";

interface Imported {
  rows: number;
  created: number;
  replaced: number;
}

interface Problem {
  line: number;
  reason: string;
}

/**
 * Uploading TikTok Ads Manager's CSV export: all or nothing. A refused file
 * lists its bad lines; an imported one says how many figures were new and
 * how many replaced the ones already entered.
 */
export function SpendImport({ maxBytes }: { maxBytes: number }) {
  const router = useRouter();
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [currency, setCurrency] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [problems, setProblems] = useState<Problem[]>([]);
  const [done, setDone] = useState<string | null>(null);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setError(null);
    setProblems([]);
    setDone(null);
    if (!file) return setError("اختر ملف CSV صدّرته من مدير إعلانات تيك توك");
    if (file.size > maxBytes) return setError(`الملف أكبر من ${Math.round(maxBytes / 1024)} كيلوبايت`);
    setBusy(true);
    try {
      const query = currency.trim() ? `?currency=${encodeURIComponent(currency.trim().toUpperCase())}` : "";
      const answer = await api<Imported>(`/api/admin/ad-spend/import${query}`, {
        method: "POST",
        upload: new Blob([file], { type: "text/csv" }),
      });
      const said = `استُورد ${answer.rows} سطر: ${answer.created} رقم جديد و${answer.replaced} مستبدل`;
      setDone(said);
      toast.success(said);
      router.refresh();
    } catch (e) {
      setError(operatorError(e));
      if (e instanceof ApiError && Array.isArray(e.details.problems)) setProblems(e.details.problems as Problem[]);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} className="grid gap-3 text-sm" noValidate aria-label="استيراد الإنفاق">
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="grid content-start gap-1">
          <label htmlFor={`${id}-file`}>ملف التقرير (CSV)</label>
          <input
            id={`${id}-file`}
            type="file"
            accept=".csv,text/csv"
            aria-describedby={`${id}-file-hint`}
            className="text-sm file:me-3 file:rounded-md file:border file:px-3 file:py-1"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
          <p id={`${id}-file-hint`} className="text-xs text-muted-foreground">
            تقرير الحملات من مدير إعلانات تيك توك مقسّماً حسب اليوم: اسم الحملة، اليوم، التكلفة (وتقرير الإعلانات يُجمع لكل
            حملة)
          </p>
        </div>
        <div className="grid content-start gap-1">
          <label htmlFor={`${id}-currency`}>العملة إن لم يكن في الملف عمود لها</label>
          <Input
            id={`${id}-currency`}
            dir="ltr"
            className="h-9"
            value={currency}
            placeholder="USD"
            onChange={(e) => setCurrency(e.target.value)}
          />
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={busy} aria-busy={busy}>
          استيراد
        </Button>
        {done && <span role="status">{done}</span>}
        {error && (
          <span role="alert" className="text-destructive">
            {error}
          </span>
        )}
      </div>
      {problems.length > 0 && (
        <ul className="grid gap-1 text-destructive" aria-label="الأسطر المرفوضة">
          {problems.map((p, i) => (
            <li key={i}>
              السطر <bdi dir="ltr">{p.line}</bdi>: {p.reason}
            </li>
          ))}
        </ul>
      )}
    </form>
  );
}
