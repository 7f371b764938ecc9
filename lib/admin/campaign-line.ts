import type { CostFigures } from "./costs";

// One line of the campaigns report (docs/campaigns.md): its checkouts, what
// they brought, its landings and its spend, and the figures made of them. All
// money in fils; each figure is computed from the line's own sums, so the
// total line's are those of the whole period (blended), not a sum of ratios.

export interface Checkout {
  status: string;
  amountFils: number;
  refundedFils: number;
  discountCodeId: string | null;
  /** Paid by a customer (account or e-mail) who had paid before. */
  returning: boolean;
}

export interface CampaignLine {
  /** False for the payments that came from no ad (a line for comparison), and for the total. */
  fromAd: boolean;
  source: string | null;
  campaign: string | null;
  /** The ad (utm_content) when the line is one ad; null on a campaign of several (see `ads`). */
  content: string | null;
  /** Ad landings counted in the period; null on the line of payments from no ad. */
  landings: number | null;
  /** paid / landings, in percent (one decimal); null without landings. */
  landingPaidPercent: number | null;
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
  newCustomers: number;
  returningCustomers: number;
  /** Paid payments that used a discount code. */
  withCode: number;
  /** What the campaign's ads cost in the period (fils); null when no spend was entered. */
  spendFils: number | null;
  /** spend / paid; null without spend or without a paid order. */
  costPerPaidFils: number | null;
  /** Revenue without VAT ÷ spend, in hundredths (ROAS 2.35 is 235); null without spend above 0. */
  roasHundredths: number | null;
  /** Margin − spend; null without spend, or while the margin is unknown. */
  profitAfterAdsFils: number | null;
  /** The campaign's ads, one line each, when it had more than one (no spend of their own: spend is per campaign). */
  ads: CampaignLine[];
}

const percent = (part: number, whole: number) => Math.round((part / whole) * 1000) / 10;

export function campaignLine(input: {
  fromAd: boolean;
  source: string | null;
  campaign: string | null;
  content: string | null;
  rows: Checkout[];
  figures: CostFigures;
  landings: number | null;
  spendFils: number | null;
  ads: CampaignLine[];
}): CampaignLine {
  const { rows, figures, landings, spendFils } = input;
  const paid = rows.filter((r) => r.status === "COMPLETED");
  const grossFils = paid.reduce((sum, r) => sum + r.amountFils - r.refundedFils, 0);
  return {
    fromAd: input.fromAd,
    source: input.source,
    campaign: input.campaign,
    content: input.content,
    landings,
    landingPaidPercent: landings ? percent(paid.length, landings) : null,
    started: rows.length,
    paid: paid.length,
    conversionPercent: rows.length > 0 ? percent(paid.length, rows.length) : null,
    grossFils,
    figures,
    averageFils: paid.length > 0 ? Math.round(grossFils / paid.length) : null,
    newCustomers: paid.filter((r) => !r.returning).length,
    returningCustomers: paid.filter((r) => r.returning).length,
    withCode: paid.filter((r) => r.discountCodeId !== null).length,
    spendFils,
    costPerPaidFils: spendFils !== null && paid.length > 0 ? Math.round(spendFils / paid.length) : null,
    roasHundredths: spendFils ? Math.round((figures.revenueFils * 100) / spendFils) : null,
    profitAfterAdsFils: spendFils !== null && figures.marginFils !== null ? figures.marginFils - spendFils : null,
    ads: input.ads,
  };
}

/** ROAS in hundredths as the console writes it: 235 → "2.35". */
export function formatRoas(hundredths: number): string {
  const sign = hundredths < 0 ? "-" : "";
  const n = Math.abs(hundredths);
  return `${sign}${Math.floor(n / 100)}.${String(n % 100).padStart(2, "0")}`;
}
