import Link from "next/link";

import { ACTION_LABELS, auditReasonLabel, formatStoreTime, label, STORE_ACTOR_LABEL } from "@/lib/admin";
import { formatAmount } from "@/lib/pricing";
import { PAGES } from "@/lib/routes";

export interface AuditLine {
  id: string;
  createdAt: Date;
  actor: string;
  operatorName: string;
  action: string;
  orderId: string | null;
  customerId: string | null;
  reason: string | null;
  amountFils: number | null;
}

/** Entries of the audit log, one line each: when, who (an operator or the store), what, why, how much, which order. */
export function AuditEntries({ entries, label: listLabel }: { entries: AuditLine[]; label: string }) {
  return (
    <ol className="grid gap-2 text-sm" aria-label={listLabel}>
      {entries.map((e) => (
        <li key={e.id} className="grid min-w-0 gap-1 rounded-lg border bg-card p-3">
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span className="text-muted-foreground">{formatStoreTime(e.createdAt)}</span>
            <span className={e.actor === "STORE" ? "font-bold" : ""} dir={e.actor === "STORE" ? undefined : "ltr"}>
              {e.actor === "STORE" ? STORE_ACTOR_LABEL : e.operatorName}
            </span>
            <strong>{label(ACTION_LABELS, e.action)}</strong>
            {e.amountFils !== null && <span>{formatAmount(e.amountFils)} درهم</span>}
          </p>
          {e.reason && <p className="break-words">السبب: {auditReasonLabel(e)}</p>}
          {(e.orderId || e.customerId) && (
            <p className="flex flex-wrap gap-x-3 text-xs">
              {e.orderId && (
                <Link
                  href={PAGES.adminOrder.path.replace("[orderId]", e.orderId)}
                  className="break-all text-primary underline-offset-4 hover:underline"
                  dir="ltr"
                >
                  {e.orderId}
                </Link>
              )}
              {e.customerId && (
                <Link
                  href={PAGES.adminCustomer.path.replace("[userId]", e.customerId)}
                  className="text-primary underline-offset-4 hover:underline"
                >
                  العميل
                </Link>
              )}
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}
