import "server-only";

import { db, Prisma, type ItemKind } from "@/lib/db";
import { env } from "@/lib/env";
import { exchangeRates, normaliseDecimal, toFils, type ExchangeRateView } from "@/lib/fulfilment";
import { divRound, formatAmount, priceFor, SERVICE_TYPES, SERVICES, type ServiceType } from "@/lib/pricing";

// Cost and margin (docs/operations.md#cost-and-margin): revenue net of refunds
// and VAT, what the panel charged converted to fils, the margin between them.

/** The VAT rate inside every price, in percent (0 when not VAT-registered): the one place this room reads it. */
export function vatPercent(): number {
  const { vat } = env().IDENTITY;
  return vat.registered ? vat.ratePercent : 0;
}

/** A VAT-inclusive amount without its VAT, to the nearest fils (halves up). */
export function withoutVat(fils: number, vat = vatPercent()): number {
  const sign = fils < 0 ? -1 : 1;
  return sign * divRound(Math.abs(fils) * 100, 100 + vat);
}

/** Charges summed per currency ("USD" → "1.80000000"), as the database adds them exactly. */
type ChargeSums = Map<string, string>;

export interface CostFigures {
  /** What customers paid minus refunds, without VAT (fils). */
  revenueFils: number;
  /** What the panels charged, in fils; null when a charge's currency has no exchange rate. */
  costFils: number | null;
  marginFils: number | null;
  /** Margin over revenue in percent (one decimal); null without revenue or cost. */
  marginPercent: number | null;
  /** Currencies charged that have no rate: set one on the services page. */
  missingRates: string[];
}

/** Charges in fils with the rates; currencies without a rate are reported, not guessed. */
function convert(sums: ChargeSums | undefined, rates: Map<string, ExchangeRateView>) {
  let fils = 0;
  const missing: string[] = [];
  for (const [currency, amount] of sums ?? []) {
    const rate = rates.get(currency);
    if (rate) fils += toFils(amount, rate.aedPerUnit);
    else missing.push(currency);
  }
  return { fils, missing };
}

function figures(revenueFils: number, costs: { fils: number; missing: string[] }): CostFigures {
  const costFils = costs.missing.length ? null : costs.fils;
  const marginFils = costFils === null ? null : revenueFils - costFils;
  return {
    revenueFils,
    costFils,
    marginFils,
    marginPercent: marginFils === null || revenueFils <= 0 ? null : Math.round((marginFils / revenueFils) * 1000) / 10,
    missingRates: costs.missing,
  };
}

/** Cost and margin of each order (the orders list, the CSV, the order page), in one query. */
export async function orderCosts(
  orders: { id: string; source: string; payment: { amountFils: number; refundedFils: number } | null }[],
): Promise<Map<string, CostFigures>> {
  const result = new Map<string, CostFigures>();
  if (orders.length === 0) return result;
  const [rows, rates] = await Promise.all([
    db.$queryRaw<{ orderId: string; currency: string; charge: string }[]>`
      SELECT i."order_id"::text AS "orderId", c."currency", SUM(c."charge"::numeric)::text AS "charge"
      FROM "panel_charges" c JOIN "order_items" i ON i."id" = c."item_id"
      WHERE i."order_id" IN (${Prisma.join(orders.map((o) => Prisma.sql`${o.id}::uuid`))})
      GROUP BY 1, 2`,
    exchangeRates(),
  ]);
  const sums = new Map<string, ChargeSums>();
  for (const r of rows) {
    const m = sums.get(r.orderId) ?? new Map<string, string>();
    m.set(r.currency, r.charge);
    sums.set(r.orderId, m);
  }
  for (const o of orders) {
    const paid = o.source === "PAID" && o.payment ? o.payment.amountFils - o.payment.refundedFils : 0;
    result.set(o.id, figures(withoutVat(paid), convert(sums.get(o.id), rates)));
  }
  return result;
}

/** Free orders are a service of their own in the figures: they cost, they earn nothing. */
export type MarginService = ServiceType | "free";
export const MARGIN_SERVICE_LABELS: Record<MarginService, string> = {
  views: SERVICES.views.nameAr,
  likes: SERVICES.likes.nameAr,
  explorer: SERVICES.explorer.nameAr,
  free: "المشاهدات المجانية",
};

export interface Margins {
  /** Per store day (the order's day), oldest first. */
  days: ({ date: string; orders: number } & CostFigures)[];
  /** Per service over the days given. */
  services: ({ service: MarginService; orders: number } & CostFigures)[];
  total: CostFigures & { orders: number };
}

/**
 * Revenue, cost and margin per day and per service for the store days
 * `dates` (from `from`), each order counted on the day it was placed: its
 * payment less its refunds, its panel charges, whenever they came.
 */
export async function getMargins(dates: string[], from: Date, timeZone: string): Promise<Margins> {
  const [revenueRows, chargeRows, rates] = await Promise.all([
    db.$queryRaw<{ day: string; service: string; source: string; orders: number; fils: number }[]>`
      SELECT to_char(o."created_at" AT TIME ZONE ${timeZone}, 'YYYY-MM-DD') AS "day",
             o."service_type"::text AS "service", o."source"::text AS "source", count(*)::int AS "orders",
             COALESCE(SUM(p."amount_fils" - p."refunded_fils"), 0)::int AS "fils"
      FROM "orders" o LEFT JOIN "payments" p ON p."id" = o."payment_id"
      WHERE o."created_at" >= ${from}
      GROUP BY 1, 2, 3`,
    db.$queryRaw<{ day: string; service: string; source: string; currency: string; charge: string }[]>`
      SELECT to_char(o."created_at" AT TIME ZONE ${timeZone}, 'YYYY-MM-DD') AS "day",
             o."service_type"::text AS "service", o."source"::text AS "source", c."currency",
             SUM(c."charge"::numeric)::text AS "charge"
      FROM "panel_charges" c JOIN "order_items" i ON i."id" = c."item_id" JOIN "orders" o ON o."id" = i."order_id"
      WHERE o."created_at" >= ${from}
      GROUP BY 1, 2, 3, 4`,
    exchangeRates(),
  ]);
  const serviceOf = (r: { service: string; source: string }): MarginService =>
    r.source === "FREE" ? "free" : (r.service.toLowerCase() as ServiceType);
  const dayAcc = new Map<string, { orders: number; paidFils: number; costFils: number; missing: Set<string> }>();
  const serviceAcc = new Map<
    MarginService,
    { orders: number; paidFils: number; costFils: number; missing: Set<string> }
  >();
  const acc = <K>(
    map: Map<K, { orders: number; paidFils: number; costFils: number; missing: Set<string> }>,
    key: K,
  ) => {
    let a = map.get(key);
    if (!a) map.set(key, (a = { orders: 0, paidFils: 0, costFils: 0, missing: new Set() }));
    return a;
  };
  const inRange = new Set(dates);
  for (const r of revenueRows) {
    if (!inRange.has(r.day)) continue;
    const paid = r.source === "PAID" ? r.fils : 0;
    for (const a of [acc(dayAcc, r.day), acc(serviceAcc, serviceOf(r))]) {
      a.orders += r.orders;
      a.paidFils += paid;
    }
  }
  for (const r of chargeRows) {
    if (!inRange.has(r.day)) continue;
    const rate = rates.get(r.currency);
    for (const a of [acc(dayAcc, r.day), acc(serviceAcc, serviceOf(r))]) {
      if (rate) a.costFils += toFils(r.charge, rate.aedPerUnit);
      else a.missing.add(r.currency);
    }
  }
  const toFigures = (a: { paidFils: number; costFils: number; missing: Set<string> } | undefined) =>
    figures(withoutVat(a?.paidFils ?? 0), { fils: a?.costFils ?? 0, missing: [...(a?.missing ?? [])] });
  const all = { paidFils: 0, costFils: 0, missing: new Set<string>(), orders: 0 };
  for (const a of dayAcc.values()) {
    all.paidFils += a.paidFils;
    all.costFils += a.costFils;
    all.orders += a.orders;
    for (const m of a.missing) all.missing.add(m);
  }
  const services: MarginService[] = [...SERVICE_TYPES, "free"];
  return {
    days: dates.map((date) => ({ date, orders: dayAcc.get(date)?.orders ?? 0, ...toFigures(dayAcc.get(date)) })),
    services: services.map((service) => ({
      service,
      orders: serviceAcc.get(service)?.orders ?? 0,
      ...toFigures(serviceAcc.get(service)),
    })),
    total: { orders: all.orders, ...toFigures(all) },
  };
}

export interface PriceBelowCost {
  service: ServiceType;
  /** The smallest quantity the store sells of it. */
  quantity: number;
  /** Its price there, without VAT (fils). */
  priceFils: number;
  /** What the panel charges for it at the mapped services' rates (fils). */
  costFils: number;
}

/**
 * The services whose price at their smallest quantity is below what the
 * panel charges for it (each part at its service's rate per 1,000, in the
 * panel's currency at its exchange rate). A part whose rate is unknown is
 * left out of the check rather than guessed.
 */
export async function servicesBelowCost(
  rateOf: (kind: ItemKind) => Promise<string | null>,
  currency: string,
): Promise<PriceBelowCost[]> {
  const rate = (await exchangeRates()).get(currency);
  if (!rate) return [];
  const found: PriceBelowCost[] = [];
  for (const service of SERVICE_TYPES) {
    const { limits, parts } = SERVICES[service];
    const quote = priceFor({ service, quantity: limits.min });
    let costFils = 0;
    let known = true;
    for (const part of parts) {
      const perThousand = normaliseDecimal(await rateOf(part.kind));
      const quantity = part.quantity === "ordered" ? quote.quantity : part.quantity;
      if (perThousand === null) {
        known = false;
        break;
      }
      costFils += toFils(perUnits(perThousand, quantity), rate.aedPerUnit);
    }
    const priceFils = withoutVat(quote.amountFils);
    if (known && priceFils < costFils) found.push({ service, quantity: quote.quantity, priceFils, costFils });
  }
  return found;
}

/** rate per 1,000 × quantity ÷ 1,000 as a decimal string (8 places, the rest cut off). */
function perUnits(perThousand: string, quantity: number): string {
  const [whole, fraction = ""] = perThousand.split(".");
  const scaled = BigInt(whole || "0") * 100_000_000n + BigInt(fraction.padEnd(8, "0").slice(0, 8));
  const total = (scaled * BigInt(quantity)) / 1000n;
  const text = total.toString().padStart(9, "0");
  return `${text.slice(0, -8)}.${text.slice(-8)}`;
}

/** An amount that may be negative (a margin) or unknown, as the console shows it: "-1.25", "—". */
export function formatSignedAmount(fils: number | null): string {
  if (fils === null) return "—";
  return `${fils < 0 ? "-" : ""}${formatAmount(Math.abs(fils))}`;
}

/** "12.5%", "—" when there is no revenue or no cost. */
export function formatMarginPercent(percent: number | null): string {
  return percent === null ? "—" : `${Math.round(percent * 10) / 10}%`;
}
