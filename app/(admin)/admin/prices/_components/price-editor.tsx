"use client";

import { useState } from "react";

import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import {
  formatAmount,
  formatCount,
  priceListProblem,
  previewRows,
  rowsBelowCost,
  SERVICES,
  type PriceList,
  type ServiceType,
  type TableService,
  type UnitCosts,
} from "@/lib/pricing";

import { FormMessage, useOperatorPost } from "../../_components/operator-post";

/** The editor's text fields: what the operator typed, parsed into a list on every change. */
interface Draft {
  views: TableDraft;
  likes: TableDraft;
  explorer: string;
}
interface TableDraft {
  points: { quantity: string; aed: string }[];
  min: string;
  max: string;
  quick: string;
}

const aed = (fils: number) => (fils / 100).toFixed(2);
const toDraft = (t: PriceList["views"]): TableDraft => ({
  points: t.points.map((p) => ({ quantity: String(p.quantity), aed: aed(p.fils) })),
  min: String(t.min),
  max: String(t.max),
  quick: t.quick.join(", "),
});
/** "1,000" → 1000; anything that is not a whole number → NaN (the list's check names it). */
const whole = (text: string) => (/^\d[\d,]*$/.test(text.trim()) ? Number(text.replace(/,/g, "")) : NaN);
/** "3.5" → 350 fils; more than two decimals or text → NaN. */
const fils = (text: string) => (/^\d+(\.\d{1,2})?$/.test(text.trim()) ? Math.round(Number(text) * 100) : NaN);
const fromTable = (d: TableDraft): PriceList["views"] => ({
  points: d.points.map((p) => ({ quantity: whole(p.quantity), fils: fils(p.aed) })),
  min: whole(d.min),
  max: whole(d.max),
  quick: d.quick
    .split(/[,،\s]+/)
    .filter(Boolean)
    .map(whole),
});

export interface PriceEditorProps {
  prices: PriceList;
  version: number;
  costs: UnitCosts;
  vatRateBp: number;
}

/** The price list's editor: tables of breakpoints, limits, quick amounts, the bundle's price, and a live preview. */
export function PriceEditor({ prices, version, costs, vatRateBp }: PriceEditorProps) {
  const [draft, setDraft] = useState<Draft>({
    views: toDraft(prices.views),
    likes: toDraft(prices.likes),
    explorer: aed(prices.explorer.fils),
  });
  const [confirm, setConfirm] = useState(false);
  const { busy, message, post } = useOperatorPost();
  const list: PriceList = {
    views: fromTable(draft.views),
    likes: fromTable(draft.likes),
    explorer: { fils: fils(draft.explorer) },
  };
  const problem = priceListProblem(list);
  const below = problem ? [] : rowsBelowCost(list, costs, vatRateBp);

  const setTable = (service: TableService, change: (t: TableDraft) => TableDraft) =>
    setDraft((d) => ({ ...d, [service]: change(d[service]) }));

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (problem) return;
    await post(
      "/api/admin/prices",
      { baseVersion: version, prices: list, confirmBelowCost: confirm },
      "حُفظت الأسعار: تسري على المدفوعات الجديدة الآن.",
    );
  }

  return (
    <form onSubmit={(e) => void submit(e)} className="grid gap-6" noValidate>
      {(["views", "likes"] as const).map((service) => (
        <fieldset key={service} className="grid gap-3 rounded-xl border bg-card p-4">
          <legend className="px-1 text-lg font-bold">{SERVICES[service].nameAr}</legend>
          <p className="text-sm text-muted-foreground">
            السعر بالدرهم شامل الضريبة عند كل كمية؛ بين كميتين يُحسب السعر على خط مستقيم.
          </p>
          <ul className="grid gap-2">
            {draft[service].points.map((p, i) => (
              <li key={i} className="flex flex-wrap items-end gap-2">
                <Field
                  label={`الكمية ${i + 1}`}
                  value={p.quantity}
                  width="w-32"
                  onChange={(v) =>
                    setTable(service, (t) => ({ ...t, points: t.points.with(i, { ...p, quantity: v }) }))
                  }
                />
                <Field
                  label={`السعر ${i + 1} (درهم)`}
                  value={p.aed}
                  width="w-28"
                  decimal
                  onChange={(v) => setTable(service, (t) => ({ ...t, points: t.points.with(i, { ...p, aed: v }) }))}
                />
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  disabled={draft[service].points.length <= 2}
                  aria-label={`حذف السطر ${i + 1}`}
                  onClick={() => setTable(service, (t) => ({ ...t, points: t.points.filter((_, k) => k !== i) }))}
                >
                  حذف
                </Button>
              </li>
            ))}
          </ul>
          <div>
            <Button
              type="button"
              size="sm"
              variant="secondary"
              disabled={draft[service].points.length >= 20}
              onClick={() => setTable(service, (t) => ({ ...t, points: [...t.points, { quantity: "", aed: "" }] }))}
            >
              إضافة نقطة سعر
            </Button>
          </div>
          <div className="flex flex-wrap gap-3">
            <Field
              label="الحد الأدنى"
              value={draft[service].min}
              width="w-32"
              onChange={(v) => setTable(service, (t) => ({ ...t, min: v }))}
            />
            <Field
              label="الحد الأقصى"
              value={draft[service].max}
              width="w-32"
              onChange={(v) => setTable(service, (t) => ({ ...t, max: v }))}
            />
            <Field
              label="الكميات السريعة (مفصولة بفواصل)"
              value={draft[service].quick}
              width="w-72"
              onChange={(v) => setTable(service, (t) => ({ ...t, quick: v }))}
            />
          </div>
          {!problem && <Preview list={list} service={service} costs={costs} vatRateBp={vatRateBp} />}
        </fieldset>
      ))}

      <fieldset className="grid gap-3 rounded-xl border bg-card p-4">
        <legend className="px-1 text-lg font-bold">{SERVICES.explorer.nameAr}</legend>
        <Field
          label="سعر الباقة (درهم)"
          value={draft.explorer}
          width="w-28"
          decimal
          onChange={(v) => setDraft((d) => ({ ...d, explorer: v }))}
        />
        {!problem && <Preview list={list} service="explorer" costs={costs} vatRateBp={vatRateBp} />}
      </fieldset>

      {problem && (
        <p role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      )}
      {below.length > 0 && (
        <label className="flex items-start gap-2 rounded-lg border border-destructive p-3 text-sm">
          <input type="checkbox" checked={confirm} onChange={(e) => setConfirm(e.target.checked)} className="mt-1" />
          <span>
            أؤكد البيع بأقل من تكلفة لوحة التنفيذ عند{" "}
            {below.map((r) => `${SERVICES[r.service].tabLabel} ${formatCount(r.quantity)}`).join("، ")}.
          </span>
        </label>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={busy || Boolean(problem) || (below.length > 0 && !confirm)}>
          حفظ الأسعار
        </Button>
        <FormMessage message={message} />
      </div>
    </form>
  );
}

function Field(props: {
  label: string;
  value: string;
  width: string;
  decimal?: boolean;
  onChange: (v: string) => void;
}) {
  return (
    <label className="grid gap-1 text-sm">
      {props.label}
      <Input
        dir="ltr"
        inputMode={props.decimal ? "decimal" : "numeric"}
        className={props.width}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
      />
    </label>
  );
}

/** The prices at common quantities and the margin at the panel's current cost, as the list stands in the editor. */
function Preview(props: { list: PriceList; service: ServiceType; costs: UnitCosts; vatRateBp: number }) {
  const rows = previewRows(props.list, props.service, props.costs, props.vatRateBp);
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm tabular-nums" aria-label={`معاينة أسعار ${SERVICES[props.service].nameAr}`}>
        <thead>
          <tr className="border-b">
            {["الكمية", "السعر", "دون الضريبة", "التكلفة", "الهامش"].map((h) => (
              <th key={h} scope="col" className="py-1 text-start">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => {
            const loss = r.costFils !== null && r.netFils < r.costFils;
            return (
              <tr key={r.quantity} className={loss ? "border-b text-destructive" : "border-b"}>
                <th scope="row" className="py-1 text-start font-normal">
                  {formatCount(r.quantity)}
                </th>
                <td>{formatAmount(r.priceFils)}</td>
                <td>{formatAmount(r.netFils)}</td>
                <td>{r.costFils === null ? "—" : formatAmount(r.costFils)}</td>
                <td>
                  {r.marginPercent === null ? "—" : `${r.marginPercent}%`}
                  {loss ? " (أقل من التكلفة)" : ""}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
