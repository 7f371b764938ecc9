import "server-only";

import { db } from "@/lib/db";

import { landingsByAd } from "@/lib/tracking";

import { spendByCampaign } from "./ad-spend";
import { attributionOf } from "./attribution";
import { campaignLine, type CampaignLine, type Checkout } from "./campaign-line";
import { paymentGroupMargins, type CostFigures } from "./costs";
import { campaignKey } from "./spend-money";
import { startOfStoreDay, storeDay, storeTimeZone } from "./time";

// Which ad sold what (docs/campaigns.md): the payments created in a period,
// grouped by the campaign of the last ad landing that brought them (source and
// campaign, case-insensitive; each ad apart when a campaign had several), with
// what they earned after refunds, VAT and the panels' cost, the ad landings,
// and what the campaign cost (its spend) and earned after it.

export type { CampaignLine } from "./campaign-line";

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

interface Row extends Checkout {
  id: string;
  attribution: unknown;
}

const EMPTY: CostFigures = {
  revenueFils: 0,
  costFils: 0,
  marginFils: 0,
  marginPercent: null,
  missingRates: [],
  unchargedItems: 0,
};

type Ad = [string | null, string | null, string | null];
const NO_AD = "none";
/** A campaign's key: source and campaign, trimmed and lower case (docs/campaigns.md#matching). */
const campaignOf = (source: string | null, campaign: string | null) =>
  JSON.stringify([(source ?? "").trim().toLowerCase(), campaignKey(campaign ?? "")]);

interface Group {
  adKey: string;
  ad: Ad | null;
  rows: Row[];
  landings: number;
}

/**
 * The report for the store days `from` to `to` (both included, "YYYY-MM-DD"
 * on the store's clock): a line per campaign, most revenue first, then the
 * campaigns that only cost or only brought visitors; the payments from no ad last.
 */
export async function campaignReport(
  from: string,
  to: string,
  timeZone = storeTimeZone(),
): Promise<{ lines: CampaignLine[]; total: CampaignLine }> {
  const start = startOfStoreDay(from, timeZone);
  const end = new Date(startOfStoreDay(to, timeZone).getTime() + 24 * 60 * 60 * 1000);
  const [rows, landings, spend] = await Promise.all([
    db.$queryRaw<Row[]>`
    SELECT p."id", p."status"::text AS "status", p."amount_fils" AS "amountFils", p."refunded_fils" AS "refundedFils",
           p."attribution", p."discount_code_id"::text AS "discountCodeId",
           EXISTS (SELECT 1 FROM "payments" e
                   WHERE e."status" = 'COMPLETED' AND e."created_at" < p."created_at" AND e."id" <> p."id"
                     AND ((p."user_id" IS NOT NULL AND e."user_id" = p."user_id")
                          OR lower(e."customer_email") = lower(p."customer_email"))) AS "returning"
    FROM "payments" p
    WHERE p."created_at" >= ${start} AND p."created_at" < ${end}
    ORDER BY p."created_at"`,
    landingsByAd(start, end),
    spendByCampaign(from, to),
  ]);

  // Campaign → its ads → their payments and landings; each matched trimmed and in lower case.
  const campaigns = new Map<string, Map<string, Group>>();
  const groupOf = (ad: Ad | null) => {
    const key = ad ? campaignOf(ad[0], ad[1]) : NO_AD;
    const ads = campaigns.get(key) ?? campaigns.set(key, new Map()).get(key)!;
    const adKey = ad ? JSON.stringify([key, (ad[2] ?? "").trim().toLowerCase()]) : NO_AD;
    return { key, adKey, group: ads.get(adKey) ?? ads.set(adKey, { adKey, ad, rows: [], landings: 0 }).get(adKey)! };
  };
  const paidCampaign = new Map<string, string>();
  const paidAd = new Map<string, string>();
  for (const r of rows) {
    const last = attributionOf(r.attribution)?.last;
    const { key, adKey, group } = groupOf(
      last ? [last.source ?? null, last.campaign ?? null, last.content ?? null] : null,
    );
    group.rows.push(r);
    if (r.status === "COMPLETED") {
      paidCampaign.set(r.id, key);
      paidAd.set(r.id, adKey);
    }
  }
  for (const l of landings) groupOf([l.source, l.campaign, l.content]).group.landings += l.landings;
  const spendOf = new Map(spend.map((s) => [campaignOf(s.source, s.campaign), s]));
  for (const s of spend) if (!campaigns.has(campaignOf(s.source, s.campaign))) groupOf([s.source, s.campaign, null]);

  const [byCampaign, byAd, all] = await Promise.all([
    paymentGroupMargins(paidCampaign),
    paymentGroupMargins(paidAd),
    paymentGroupMargins(new Map([...paidCampaign.keys()].map((id) => [id, "all"]))),
  ]);
  const lines = [...campaigns].map(([key, ads]) => {
    const groups = [...ads.values()];
    const first = groups.find((g) => g.rows.length > 0) ?? groups.find((g) => g.landings > 0) ?? groups[0]!;
    const fromAd = key !== NO_AD;
    const sub = groups.length > 1 && fromAd;
    return campaignLine({
      fromAd,
      source: first.ad?.[0] ?? null,
      campaign: first.ad?.[1] ?? null,
      content: sub ? null : (first.ad?.[2] ?? null),
      rows: groups.flatMap((g) => g.rows),
      figures: byCampaign.get(key) ?? EMPTY,
      landings: fromAd ? groups.reduce((n, g) => n + g.landings, 0) : null,
      spendFils: spendOf.get(key)?.aedFils ?? null,
      ads: sub
        ? groups.map((g) =>
            campaignLine({
              fromAd,
              source: g.ad?.[0] ?? null,
              campaign: g.ad?.[1] ?? null,
              content: g.ad?.[2] ?? null,
              rows: g.rows,
              figures: byAd.get(g.adKey) ?? EMPTY,
              landings: g.landings,
              spendFils: null,
              ads: [],
            }),
          )
        : [],
    });
  });
  const rank = (l: CampaignLine) => Math.max(l.grossFils, l.spendFils ?? 0);
  lines.sort((a, b) => Number(b.fromAd) - Number(a.fromAd) || rank(b) - rank(a));
  for (const l of lines) l.ads.sort((a, b) => b.grossFils - a.grossFils || (b.landings ?? 0) - (a.landings ?? 0));
  const total = campaignLine({
    fromAd: false,
    source: null,
    campaign: null,
    content: null,
    rows,
    figures: all.get("all") ?? EMPTY,
    landings: landings.reduce((n, l) => n + l.landings, 0),
    spendFils: spend.length > 0 ? spend.reduce((n, s) => n + s.aedFils, 0) : null,
    ads: [],
  });
  // Landings that paid, in the total: the payments from ads only (those from no ad had no landing).
  const adPaid = lines.reduce((n, l) => n + (l.fromAd ? l.paid : 0), 0);
  total.landingPaidPercent = total.landings ? Math.round((adPaid / total.landings) * 1000) / 10 : null;
  return { lines, total };
}
