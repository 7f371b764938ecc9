import "server-only";

import { db, Prisma, type ItemKind } from "@/lib/db";
import { env } from "@/lib/env";
import { exchangeRates } from "@/lib/fulfilment";
import { normaliseDecimal, perUnits, toFils, vatKept } from "@/lib/ledger";
import { priceFor, rateBpOf, SERVICE_TYPES, SERVICES, vatInTotal, type ServiceType } from "@/lib/pricing";

// Cost and margin (docs/operations.md#cost-and-margin): revenue net of refunds
// and VAT, what the panel charged converted to fils, the margin between them.
// VAT comes from the one VAT function (`vatInTotal`, lib/pricing/money.ts): a sold order's at
// its invoice's rate, a price on sale today at today's.

/** The VAT rate inside every price sold today, in hundredths of a percent (0 when not VAT-registered). */
export function todaysVatRateBp(): number {
  const { vat } = env().IDENTITY;
  return vat.registered ? rateBpOf(vat.ratePercent) : 0;
}

/** A VAT-inclusive price sold today without its VAT (the one VAT function, at today's rate). */
function withoutTodaysVat(fils: number): number {
  return fils - vatInTotal(fils, todaysVatRateBp());
}

export interface CostFigures {
  /** What customers paid minus refunds, without the VAT its invoice holds on that (fils). */
  revenueFils: number;
  /** What the panels charged, in fils; null while unknown (a rate or a charge missing). */
  costFils: number | null;
  marginFils: number | null;
  /** Margin over revenue in percent (one decimal); null without revenue or cost. */
  marginPercent: number | null;
  /** Currencies charged that have no rate: set one on the services page. */
  missingRates: string[];
  /** Items sent to a panel whose charge the panel has not reported: their cost is unknown, never 0. */
  unchargedItems: number;
}

/**
 * One order's money, each part rounded once to the fils: every figure of the
 * console (an order, a service, a day, a period) is a sum of these integers,
 * so the per-order figures add up to the per-service and per-day ones exactly.
 */
interface OrderMoney {
  orderId: string;
  day: string;
  service: MarginService;
  revenueFils: number;
  costFils: number;
  missingRates: string[];
  unchargedItems: number;
}

/**
 * Every order `where` picks (an `orders o` condition), its revenue and cost:
 * revenue is what was paid less refunds less the VAT its invoice still holds
 * (`vatKept`, at the invoice's own rate; none without an invoice); cost is
 * its panel charges per currency at today's exchange rates, each rounded once.
 */
async function ordersMoney(where: Prisma.Sql, timeZone: string): Promise<OrderMoney[]> {
  const [rows, charges, rates] = await Promise.all([
    db.$queryRaw<
      {
        orderId: string;
        day: string;
        service: string;
        source: string;
        keptFils: number;
        refundedFils: number;
        invoiceTotal: number | null;
        invoiceVat: number | null;
        rateBp: number | null;
        uncharged: number;
      }[]
    >`
      SELECT o."id"::text AS "orderId", to_char(o."created_at" AT TIME ZONE ${timeZone}, 'YYYY-MM-DD') AS "day",
             o."service_type"::text AS "service", o."source"::text AS "source",
             COALESCE(p."amount_fils" - p."refunded_fils", 0)::int AS "keptFils",
             COALESCE(p."refunded_fils", 0)::int AS "refundedFils",
             t."total_fils" AS "invoiceTotal", t."vat_fils" AS "invoiceVat", t."vat_rate_bp" AS "rateBp",
             (SELECT count(*) FROM "order_items" i
               WHERE i."order_id" = o."id" AND i."external_order_id" IS NOT NULL
                 AND NOT EXISTS (SELECT 1 FROM "panel_charges" c WHERE c."item_id" = i."id"))::int AS "uncharged"
      FROM "orders" o LEFT JOIN "payments" p ON p."id" = o."payment_id"
      LEFT JOIN "tax_invoices" t ON t."payment_id" = o."payment_id"
      WHERE ${where}`,
    db.$queryRaw<{ orderId: string; currency: string; charge: string }[]>`
      SELECT o."id"::text AS "orderId", c."currency", SUM(c."charge"::numeric)::text AS "charge"
      FROM "panel_charges" c JOIN "order_items" i ON i."id" = c."item_id" JOIN "orders" o ON o."id" = i."order_id"
      WHERE ${where}
      GROUP BY 1, 2`,
    exchangeRates(),
  ]);
  const cost = new Map<string, { fils: number; missing: string[] }>();
  for (const r of charges) {
    const c = cost.get(r.orderId) ?? { fils: 0, missing: [] };
    const rate = rates.get(r.currency);
    if (rate) c.fils += toFils(r.charge, rate.aedPerUnit);
    else c.missing.push(r.currency);
    cost.set(r.orderId, c);
  }
  return rows.map((r) => {
    const paid = r.source === "PAID";
    const kept = paid ? r.keptFils : 0;
    const vat =
      paid && r.invoiceTotal !== null && r.invoiceVat !== null && r.rateBp !== null
        ? vatKept({ totalFils: r.invoiceTotal, vatFils: r.invoiceVat, vatRateBp: r.rateBp }, r.refundedFils)
        : 0;
    const c = cost.get(r.orderId);
    return {
      orderId: r.orderId,
      day: r.day,
      service: paid ? (r.service.toLowerCase() as ServiceType) : "free",
      revenueFils: kept - vat,
      costFils: c?.fils ?? 0,
      missingRates: c?.missing ?? [],
      unchargedItems: r.uncharged,
    };
  });
}

/** The figures of some orders: sums of their integers; the cost unknown when any of them is. */
function figuresOf(orders: OrderMoney[]): CostFigures {
  let revenueFils = 0;
  let cost = 0;
  let unchargedItems = 0;
  const missing = new Set<string>();
  for (const o of orders) {
    revenueFils += o.revenueFils;
    cost += o.costFils;
    unchargedItems += o.unchargedItems;
    for (const m of o.missingRates) missing.add(m);
  }
  const costFils = missing.size || unchargedItems ? null : cost;
  const marginFils = costFils === null ? null : revenueFils - costFils;
  return {
    revenueFils,
    costFils,
    marginFils,
    marginPercent: marginFils === null || revenueFils <= 0 ? null : Math.round((marginFils / revenueFils) * 1000) / 10,
    missingRates: [...missing].sort(),
    unchargedItems,
  };
}

/** Cost and margin of each order (the orders list, the CSV, the order page), in two queries. */
export async function orderCosts(orders: { id: string }[]): Promise<Map<string, CostFigures>> {
  const result = new Map<string, CostFigures>();
  if (orders.length === 0) return result;
  const money = await ordersMoney(
    Prisma.sql`o."id" IN (${Prisma.join(orders.map((o) => Prisma.sql`${o.id}::uuid`))})`,
    "UTC",
  );
  for (const o of money) result.set(o.orderId, figuresOf([o]));
  return result;
}

/** Cost and margin of the paid orders of each discount code, by the code's id (the codes page). */
export async function discountCodeMargins(): Promise<Map<string, CostFigures>> {
  const paidWithCode = Prisma.sql`"discount_code_id" IS NOT NULL AND "status" = 'COMPLETED'`;
  const [money, links] = await Promise.all([
    ordersMoney(Prisma.sql`o."payment_id" IN (SELECT "id" FROM "payments" WHERE ${paidWithCode})`, "UTC"),
    db.$queryRaw<{ orderId: string; codeId: string }[]>`
      SELECT o."id"::text AS "orderId", p."discount_code_id"::text AS "codeId"
      FROM "orders" o JOIN (SELECT * FROM "payments" WHERE ${paidWithCode}) p ON p."id" = o."payment_id"`,
  ]);
  const codeOf = new Map(links.map((l) => [l.orderId, l.codeId]));
  const byCode = new Map<string, OrderMoney[]>();
  for (const o of money) {
    const codeId = codeOf.get(o.orderId)!;
    byCode.set(codeId, [...(byCode.get(codeId) ?? []), o]);
  }
  return new Map([...byCode].map(([codeId, orders]) => [codeId, figuresOf(orders)]));
}

/**
 * Cost and margin of the orders of some payments, summed per group (the
 * campaigns report: a group is an ad's source, campaign and content).
 * `groupOf` maps each payment id to its group's key.
 */
export async function paymentGroupMargins(groupOf: Map<string, string>): Promise<Map<string, CostFigures>> {
  if (groupOf.size === 0) return new Map();
  const ids = Prisma.join([...groupOf.keys()]);
  const [money, links] = await Promise.all([
    ordersMoney(Prisma.sql`o."payment_id" IN (${ids})`, "UTC"),
    db.$queryRaw<{ orderId: string; paymentId: string }[]>`
      SELECT o."id"::text AS "orderId", o."payment_id" AS "paymentId" FROM "orders" o WHERE o."payment_id" IN (${ids})`,
  ]);
  const paymentOf = new Map(links.map((l) => [l.orderId, l.paymentId]));
  const byGroup = new Map<string, OrderMoney[]>();
  for (const o of money) {
    const key = groupOf.get(paymentOf.get(o.orderId)!)!;
    byGroup.set(key, [...(byGroup.get(key) ?? []), o]);
  }
  return new Map([...byGroup].map(([key, orders]) => [key, figuresOf(orders)]));
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
 * payment less its refunds, its panel charges, whenever they came. Each
 * figure is the sum of its orders' figures (`ordersMoney`).
 */
export async function getMargins(dates: string[], from: Date, timeZone: string): Promise<Margins> {
  const inRange = new Set(dates);
  const money = (await ordersMoney(Prisma.sql`o."created_at" >= ${from}`, timeZone)).filter((o) => inRange.has(o.day));
  const group = <K>(key: (o: OrderMoney) => K) => {
    const groups = new Map<K, OrderMoney[]>();
    for (const o of money) {
      const list = groups.get(key(o));
      if (list) list.push(o);
      else groups.set(key(o), [o]);
    }
    return (k: K) => groups.get(k) ?? [];
  };
  const ofDay = group((o) => o.day);
  const ofService = group((o) => o.service);
  const services: MarginService[] = [...SERVICE_TYPES, "free"];
  return {
    days: dates.map((date) => ({ date, orders: ofDay(date).length, ...figuresOf(ofDay(date)) })),
    services: services.map((service) => ({
      service,
      orders: ofService(service).length,
      ...figuresOf(ofService(service)),
    })),
    total: { orders: money.length, ...figuresOf(money) },
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
    const priceFils = withoutTodaysVat(quote.amountFils);
    if (known && priceFils < costFils) found.push({ service, quantity: quote.quantity, priceFils, costFils });
  }
  return found;
}
