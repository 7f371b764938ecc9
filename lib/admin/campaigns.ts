import "server-only";

import { db } from "@/lib/db";

import { attributionOf } from "./attribution";
import { paymentGroupMargins, type CostFigures } from "./costs";
import { startOfStoreDay, storeDay, storeTimeZone } from "./time";

// Which ad sold what (docs/operations.md#campaigns): the payments created in a
// period, grouped by the last ad landing that brought them (source, campaign,
// ad), with what they earned after refunds, VAT and the panels' cost.

/** The longest period the report reads at once: a year of payments. */
export const CAMPAIGN_PERIOD_MAX_DAYS = 366;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The period asked for (store days, both included): the last 30 days unless a valid one is given. */
export function campaignPeriod(
  params: Record<string, string | undefined>,
  now = new Date(),
): { from: string; to: string; note: string | null } {
  const today = storeDay(now);
  const fallback = { from: storeDay(new Date(now.getTime() - 29 * DAY_MS)), to: today };
  const { from, to } = params;
  if (!from && !to) return { ...fallback, note: null };
  const ok =
    from &&
    to &&
    DAY.test(from) &&
    DAY.test(to) &&
    !Number.isNaN(Date.parse(from)) &&
    !Number.isNaN(Date.parse(to)) &&
    from <= to &&
    Date.parse(to) - Date.parse(from) < CAMPAIGN_PERIOD_MAX_DAYS * DAY_MS;
  return ok
    ? { from, to, note: null }
    : {
        ...fallback,
        note: `فترة غير صالحة: من تاريخ إلى تاريخ بعده، حتى ${CAMPAIGN_PERIOD_MAX_DAYS} يوماً. آخر 30 يوماً:`,
      };
}

export interface CampaignLine {
  /** False for the payments that came from no ad (a line for comparison). */
  fromAd: boolean;
  source: string | null;
  campaign: string | null;
  content: string | null;
  /** Payments created (checkouts started). */
  started: number;
  /** Of them, paid. */
  paid: number;
  /** paid / started, in percent (one decimal); null without checkouts. */
  conversionPercent: number | null;
  /** What the paid ones brought after refunds, VAT included (fils). */
  grossFils: number;
  /** Revenue without VAT, panel cost and margin of their orders (lib/admin/costs). */
  figures: CostFigures;
  /** grossFils / paid; null without a paid one. */
  averageFils: number | null;
  /** Paid by a customer (account or e-mail) with no paid payment before this one. */
  newCustomers: number;
  returningCustomers: number;
  /** Paid payments that used a discount code. */
  withCode: number;
}

interface Row {
  id: string;
  status: string;
  amountFils: number;
  refundedFils: number;
  attribution: unknown;
  discountCodeId: string | null;
  returning: boolean;
}

const EMPTY: CostFigures = {
  revenueFils: 0,
  costFils: 0,
  marginFils: 0,
  marginPercent: null,
  missingRates: [],
  unchargedItems: 0,
};

/**
 * The report for the store days `from` to `to` (both included, "YYYY-MM-DD"
 * on the store's clock), most revenue first; the payments from no ad last.
 */
export async function campaignReport(
  from: string,
  to: string,
  timeZone = storeTimeZone(),
): Promise<{ lines: CampaignLine[]; total: CampaignLine }> {
  const start = startOfStoreDay(from, timeZone);
  const end = new Date(startOfStoreDay(to, timeZone).getTime() + 24 * 60 * 60 * 1000);
  const rows = await db.$queryRaw<Row[]>`
    SELECT p."id", p."status"::text AS "status", p."amount_fils" AS "amountFils", p."refunded_fils" AS "refundedFils",
           p."attribution", p."discount_code_id"::text AS "discountCodeId",
           EXISTS (SELECT 1 FROM "payments" e
                   WHERE e."status" = 'COMPLETED' AND e."created_at" < p."created_at" AND e."id" <> p."id"
                     AND ((p."user_id" IS NOT NULL AND e."user_id" = p."user_id")
                          OR lower(e."customer_email") = lower(p."customer_email"))) AS "returning"
    FROM "payments" p
    WHERE p."created_at" >= ${start} AND p."created_at" < ${end}
    ORDER BY p."created_at"`;
  const keyOf = (r: Row) => {
    const last = attributionOf(r.attribution)?.last;
    return JSON.stringify(last ? [last.source ?? null, last.campaign ?? null, last.content ?? null] : null);
  };
  const groups = new Map<string, Row[]>();
  for (const r of rows) groups.set(keyOf(r), [...(groups.get(keyOf(r)) ?? []), r]);
  const paidGroup = new Map(rows.filter((r) => r.status === "COMPLETED").map((r) => [r.id, keyOf(r)]));
  const margins = await paymentGroupMargins(paidGroup);
  const lines = [...groups].map(([key, group]) => {
    const parts = JSON.parse(key) as [string | null, string | null, string | null] | null;
    return line(parts, group, margins.get(key) ?? EMPTY);
  });
  lines.sort((a, b) => Number(b.fromAd) - Number(a.fromAd) || b.grossFils - a.grossFils);
  const all = await paymentGroupMargins(new Map([...paidGroup.keys()].map((id) => [id, "all"])));
  return { lines, total: line(null, rows, all.get("all") ?? EMPTY) };
}

function line(
  key: [string | null, string | null, string | null] | null,
  group: Row[],
  figures: CostFigures,
): CampaignLine {
  const paid = group.filter((r) => r.status === "COMPLETED");
  const grossFils = paid.reduce((sum, r) => sum + r.amountFils - r.refundedFils, 0);
  return {
    fromAd: key !== null,
    source: key?.[0] ?? null,
    campaign: key?.[1] ?? null,
    content: key?.[2] ?? null,
    started: group.length,
    paid: paid.length,
    conversionPercent: group.length > 0 ? Math.round((paid.length / group.length) * 1000) / 10 : null,
    grossFils,
    figures,
    averageFils: paid.length > 0 ? Math.round(grossFils / paid.length) : null,
    newCustomers: paid.filter((r) => !r.returning).length,
    returningCustomers: paid.filter((r) => r.returning).length,
    withCode: paid.filter((r) => r.discountCodeId !== null).length,
  };
}
