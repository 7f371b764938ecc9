import "server-only";

import { z } from "zod";

import { db, type Prisma, transaction, type Tx } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { exchangeRates } from "@/lib/fulfilment";
import { recordAudit, toFils } from "@/lib/ledger";

import { operatorActor, type Operator } from "./audit";
import { parseSpendCsv, type SpendCsvProblem } from "./spend-csv";
import {
  CAMPAIGN_NAME_MAX,
  campaignKey,
  campaignName,
  isCurrency,
  majorText,
  minorUnits,
  SPEND_MAX_FILS,
  sourceName,
} from "./spend-money";
import { DATE_FILTER_MESSAGE, isFilterDay, storeDay } from "./time";

// What the ads cost (docs/campaigns.md#ad-spend): one figure per source,
// campaign and store day, in its currency and in fils at the rate of the day it
// was entered; typed in the console or imported from TikTok's CSV. Entering a
// figure again replaces it; each change is audited in its own transaction.

export const CURRENCY_CODE_MESSAGE = "العملة رمز من ثلاثة أحرف لاتينية (ISO 4217)، مثل USD أو AED";
const SOURCE_MESSAGE = "المصدر حروف لاتينية صغيرة، مثل tiktok";
const FUTURE_DAY_MESSAGE = "لا يُدخل إنفاق ليوم لم يأتِ بعد (بتوقيت المتجر)";
const TOO_MUCH_MESSAGE = `المبلغ أكبر من ${SPEND_MAX_FILS / 100_000_000} مليون درهم للحملة في اليوم: راجع الأصفار`;
const noRateMessage = (currency: string) =>
  `لا يوجد سعر صرف لعملة ${currency}: أضفه في صفحة الخدمات (تكلفة اللوحة) ثم أعد الإدخال`;

export const adSpendInputSchema = z
  .object({
    source: z
      .string({ error: "المصدر نص، مثل tiktok" })
      .default("tiktok")
      .transform((s, ctx) => sourceName(s) ?? (ctx.addIssue({ code: "custom", message: SOURCE_MESSAGE }), z.NEVER)),
    campaign: z
      .string({ error: "اسم الحملة مطلوب" })
      .transform(
        (c, ctx) =>
          campaignName(c) ??
          (ctx.addIssue({ code: "custom", message: `اسم الحملة من 1 إلى ${CAMPAIGN_NAME_MAX} حرف` }), z.NEVER),
      ),
    day: z
      .string({ error: DATE_FILTER_MESSAGE })
      .regex(/^\d{4}-\d{2}-\d{2}$/, DATE_FILTER_MESSAGE)
      .refine(isFilterDay, DATE_FILTER_MESSAGE)
      .refine((d) => d <= storeDay(new Date()), FUTURE_DAY_MESSAGE),
    amount: z.string({ error: "المبلغ مطلوب" }).max(40, "المبلغ رقم موجب بنقطة عشرية، مثل 125.50"),
    currency: z
      .string({ error: CURRENCY_CODE_MESSAGE })
      .trim()
      .transform((c) => c.toUpperCase())
      .refine(isCurrency, CURRENCY_CODE_MESSAGE),
  })
  .transform((input, ctx) => {
    const amountMinor = minorUnits(input.amount, input.currency);
    if (typeof amountMinor === "string") {
      ctx.addIssue({ code: "custom", path: ["amount"], message: amountMinor });
      return z.NEVER;
    }
    return { ...input, amountMinor };
  });

export type AdSpendInput = z.input<typeof adSpendInputSchema>;
type Figure = z.output<typeof adSpendInputSchema>;
type Rates = Awaited<ReturnType<typeof exchangeRates>>;

/** A figure in fils at today's rate, or why not. */
function priced(f: Figure, rates: Rates): { aedFils: number; aedPerUnit: string } | string {
  const aedPerUnit = f.currency === "AED" ? "1.00000000" : rates.get(f.currency)?.aedPerUnit;
  if (!aedPerUnit) return noRateMessage(f.currency);
  const aedFils =
    f.currency === "AED" ? Number(f.amountMinor) : toFils(majorText(f.amountMinor, f.currency), aedPerUnit);
  return aedFils > SPEND_MAX_FILS || f.amountMinor > 10n ** 13n ? TOO_MUCH_MESSAGE : { aedFils, aedPerUnit };
}

const dayDate = (day: string) => new Date(`${day}T00:00:00Z`);

/** A figure as the audit trail keeps it. */
const audited = (r: {
  campaign: string;
  day: Date | string;
  amountMinor: bigint;
  currency: string;
  aedFils: number;
}) => ({
  campaign: r.campaign,
  day: typeof r.day === "string" ? r.day : r.day.toISOString().slice(0, 10),
  amount: majorText(r.amountMinor, r.currency),
  currency: r.currency,
  aedFils: r.aedFils,
});

/** Writes figures, each replacing the one of its source, campaign and day; returns the ones replaced. */
async function writeFigures(tx: Tx, figures: (Figure & { aedFils: number; aedPerUnit: string })[], by: string) {
  const now = new Date();
  const days = figures.map((f) => f.day).sort();
  const existing = await tx.adSpend.findMany({
    where: {
      source: { in: [...new Set(figures.map((f) => f.source))] },
      campaignKey: { in: [...new Set(figures.map((f) => campaignKey(f.campaign)))] },
      day: { gte: dayDate(days[0]!), lte: dayDate(days.at(-1)!) },
    },
  });
  const keyOf = (source: string, key: string, day: string) => `${source}\u0000${key}\u0000${day}`;
  const found = new Map(existing.map((e) => [keyOf(e.source, e.campaignKey, e.day.toISOString().slice(0, 10)), e]));
  const replaced: typeof existing = [];
  const fresh: Prisma.AdSpendCreateManyInput[] = [];
  for (const f of figures) {
    const data = {
      source: f.source,
      campaign: f.campaign,
      campaignKey: campaignKey(f.campaign),
      day: dayDate(f.day),
      amountMinor: f.amountMinor,
      currency: f.currency,
      aedFils: f.aedFils,
      aedPerUnit: f.aedPerUnit,
      setBy: by.slice(0, 32),
      setAt: now,
    };
    const before = found.get(keyOf(f.source, data.campaignKey, f.day));
    if (before) {
      replaced.push(before);
      await tx.adSpend.update({ where: { id: before.id }, data });
    } else fresh.push(data);
  }
  if (fresh.length > 0) await tx.adSpend.createMany({ data: fresh });
  return replaced;
}

/** One figure typed in the console: 400 on the currency when it has no rate; audited with what it replaced. */
export async function setAdSpend(operator: Operator, input: Figure): Promise<{ aedFils: number; replaced: boolean }> {
  const price = priced(input, await exchangeRates());
  if (typeof price === "string")
    throw new AppError("BAD_REQUEST", price, {
      details: { fields: { [price === TOO_MUCH_MESSAGE ? "amount" : "currency"]: [price] } },
    });
  const figure = { ...input, ...price };
  return transaction(async (tx) => {
    const [before] = await writeFigures(tx, [figure], operator.username);
    await recordAudit(tx, operatorActor(operator), {
      action: "ad-spend",
      reason: `${figure.source} / ${figure.campaign} / ${figure.day}`,
      amountFils: figure.aedFils,
      before: before ? audited(before) : null,
      after: audited(figure),
    });
    return { aedFils: figure.aedFils, replaced: Boolean(before) };
  });
}

export interface SpendImport {
  /** Rows read from the file (an ad-level export has several per campaign and day). */
  rows: number;
  /** Figures written: one per campaign and day. */
  created: number;
  replaced: number;
  totalFils: number;
}

/**
 * Imports a TikTok Ads Manager export, all or nothing: any bad row refuses the
 * whole file (400, each bad line and why). Rows of one campaign and day are
 * summed (an ad-level export rolls up); each sum replaces that day's figure.
 */
export async function importAdSpend(
  operator: Operator,
  text: string,
  options: { source?: string; currency?: string | null } = {},
): Promise<SpendImport> {
  const source = sourceName(options.source ?? "tiktok");
  if (!source) throw new AppError("BAD_REQUEST", SOURCE_MESSAGE, { details: { fields: { source: [SOURCE_MESSAGE] } } });
  const fallback = options.currency?.trim().toUpperCase() || null;
  const { rows, problems } = parseSpendCsv(text);
  const rates = await exchangeRates();
  const today = storeDay(new Date());
  const groups = new Map<string, Figure & { line: number }>();
  for (const row of rows) {
    const currency = row.currency ?? fallback;
    const bad = (reason: string) => problems.push({ line: row.line, reason });
    if (!currency || !isCurrency(currency)) {
      bad("لا عمود للعملة في الملف: اختر عملة الحساب قبل الرفع");
      continue;
    }
    if (row.day > today) bad(FUTURE_DAY_MESSAGE);
    else if (currency !== "AED" && !rates.has(currency)) bad(noRateMessage(currency));
    const amountMinor = minorUnits(row.cost, currency);
    if (typeof amountMinor === "string") bad(`${amountMinor} («${row.cost.slice(0, 20)}»)`);
    if (typeof amountMinor === "string" || row.day > today) continue;
    const key = `${campaignKey(row.campaign)}\u0000${row.day}`;
    const group = groups.get(key);
    if (!group)
      groups.set(key, {
        source,
        campaign: row.campaign,
        day: row.day,
        amount: "",
        currency,
        amountMinor,
        line: row.line,
      });
    else if (group.currency !== currency)
      bad(`عملة ${currency} غير عملة السطر ${group.line} (${group.currency}) للحملة واليوم نفسيهما`);
    else group.amountMinor += amountMinor;
  }
  const figures: (Figure & { aedFils: number; aedPerUnit: string })[] = [];
  for (const g of groups.values()) {
    const price = priced(g, rates);
    if (typeof price !== "string") figures.push({ ...g, ...price });
    else if (price === TOO_MUCH_MESSAGE) problems.push({ line: g.line, reason: TOO_MUCH_MESSAGE });
  }
  if (problems.length > 0) throw refused(problems);
  if (figures.length === 0) throw new AppError("BAD_REQUEST", "لا صفوف إنفاق في الملف");
  return transaction(async (tx) => {
    const replaced = await writeFigures(tx, figures, operator.username);
    const result = {
      rows: rows.length,
      created: figures.length - replaced.length,
      replaced: replaced.length,
      totalFils: figures.reduce((s, f) => s + f.aedFils, 0),
    };
    await recordAudit(tx, operatorActor(operator), {
      action: "ad-spend-import",
      reason: `${source}: ${result.rows} سطر، ${result.created} رقم جديد و${result.replaced} مستبدل`,
      amountFils: result.totalFils,
      before: replaced.map(audited),
      after: figures.map(audited),
    });
    return result;
  });
}

/** The 400 of a refused file: the first 100 problems by line, and how many there were. */
function refused(problems: SpendCsvProblem[]): AppError {
  const sorted = [...problems].sort((a, b) => a.line - b.line);
  const lines = new Set(sorted.map((p) => p.line)).size;
  return new AppError("BAD_REQUEST", `لم يُستورد شيء: ${lines} سطر فيه خطأ. صحّحها وأعد رفع الملف كاملاً`, {
    details: { problems: sorted.slice(0, 100), problemCount: sorted.length },
  });
}

/** Spend per source and campaign (matched case-insensitively) over store days `from` to `to`, in fils. */
export async function spendByCampaign(
  from: string,
  to: string,
): Promise<{ source: string; campaign: string; campaignKey: string; aedFils: number }[]> {
  const rows = await db.$queryRaw<{ source: string; campaign: string; campaignKey: string; fils: bigint }[]>`
    SELECT "source", "campaign_key" AS "campaignKey", min("campaign") AS "campaign", sum("aed_fils")::bigint AS "fils"
    FROM "ad_spend" WHERE "day" BETWEEN ${from}::date AND ${to}::date
    GROUP BY "source", "campaign_key"`;
  return rows.map((r) => ({
    source: r.source,
    campaign: r.campaign,
    campaignKey: r.campaignKey,
    aedFils: Number(r.fils),
  }));
}
