import "server-only";

import { db } from "@/lib/db";
import { panelIsSimulated } from "@/lib/smm-panel";

import { getMargins, type Margins } from "./costs";
import { startOfStoreDay, storeDay, storeTimeZone } from "./time";

export interface OverviewFigures {
  paidOrders: number;
  /** What was paid minus what was refunded in the period (fils, VAT included). */
  netRevenueFils: number;
  refundedFils: number;
  freeClaims: number;
  paymentsCreated: number;
  paymentsPaid: number;
}

export interface Overview {
  timeZone: string;
  periods: { key: "today" | "7d" | "30d"; label: string; from: Date; figures: OverviewFigures; margins: Margins }[];
  /** The last 30 store days, oldest first: net revenue and paid orders per day. */
  days: { date: string; netRevenueFils: number; paidOrders: number }[];
  /** The costs are the simulated panel's charges (a demo), not a real panel's bill. */
  costsSimulated: boolean;
}

export const OVERVIEW_DAYS = 30;

/** The day's business at a glance: today, 7 and 30 days on the store's calendar. */
export async function getOverview(now = new Date()): Promise<Overview> {
  const timeZone = storeTimeZone();
  const today = storeDay(now, timeZone);
  const dayStart = (daysBack: number) => {
    const d = new Date(`${today}T12:00:00Z`);
    d.setUTCDate(d.getUTCDate() - daysBack);
    return startOfStoreDay(d.toISOString().slice(0, 10), timeZone);
  };
  const from30 = dayStart(OVERVIEW_DAYS - 1);

  const [paidPerDay, refundedPerDay, freePerDay, createdPerDay] = await Promise.all([
    db.$queryRaw<{ day: string; orders: number; fils: number }[]>`
      SELECT to_char(o."created_at" AT TIME ZONE ${timeZone}, 'YYYY-MM-DD') AS "day",
             count(*)::int AS "orders", COALESCE(SUM(p."amount_fils"), 0)::int AS "fils"
      FROM "orders" o JOIN "payments" p ON p."id" = o."payment_id"
      WHERE o."source" = 'PAID' AND o."created_at" >= ${from30}
      GROUP BY 1`,
    db.$queryRaw<{ day: string; fils: number }[]>`
      SELECT to_char("created_at" AT TIME ZONE ${timeZone}, 'YYYY-MM-DD') AS "day",
             COALESCE(SUM("amount_fils"), 0)::int AS "fils"
      FROM "refunds" WHERE "created_at" >= ${from30} AND "status" <> 'FAILED'
      GROUP BY 1`,
    db.$queryRaw<{ day: string; claims: number }[]>`
      SELECT to_char("created_at" AT TIME ZONE ${timeZone}, 'YYYY-MM-DD') AS "day", count(*)::int AS "claims"
      FROM "free_view_claims" WHERE "created_at" >= ${from30}
      GROUP BY 1`,
    db.$queryRaw<{ day: string; created: number; paid: number }[]>`
      SELECT to_char("created_at" AT TIME ZONE ${timeZone}, 'YYYY-MM-DD') AS "day", count(*)::int AS "created",
             count(*) FILTER (WHERE "status" = 'COMPLETED')::int AS "paid"
      FROM "payments" WHERE "created_at" >= ${from30}
      GROUP BY 1`,
  ]);

  const dates: string[] = [];
  for (let i = OVERVIEW_DAYS - 1; i >= 0; i--) dates.push(storeDay(dayStart(i), timeZone));
  const map = <T extends { day: string }>(rows: T[]) => new Map(rows.map((r) => [r.day, r]));
  const paid = map(paidPerDay);
  const refunded = map(refundedPerDay);
  const free = map(freePerDay);
  const created = map(createdPerDay);

  const figuresFor = (days: string[]): OverviewFigures => {
    const sum = (f: (d: string) => number) => days.reduce((n, d) => n + f(d), 0);
    const gross = sum((d) => paid.get(d)?.fils ?? 0);
    const back = sum((d) => refunded.get(d)?.fils ?? 0);
    return {
      paidOrders: sum((d) => paid.get(d)?.orders ?? 0),
      netRevenueFils: gross - back,
      refundedFils: back,
      freeClaims: sum((d) => free.get(d)?.claims ?? 0),
      paymentsCreated: sum((d) => created.get(d)?.created ?? 0),
      paymentsPaid: sum((d) => created.get(d)?.paid ?? 0),
    };
  };

  // Revenue without VAT, cost and margin of the orders placed in each period (docs/operations.md#cost-and-margin).
  const [marginsToday, margins7, margins30] = await Promise.all([
    getMargins(dates.slice(-1), dayStart(0), timeZone),
    getMargins(dates.slice(-7), dayStart(6), timeZone),
    getMargins(dates, from30, timeZone),
  ]);

  return {
    timeZone,
    costsSimulated: panelIsSimulated(),
    periods: [
      { key: "today", label: "اليوم", from: dayStart(0), figures: figuresFor(dates.slice(-1)), margins: marginsToday },
      { key: "7d", label: "آخر 7 أيام", from: dayStart(6), figures: figuresFor(dates.slice(-7)), margins: margins7 },
      { key: "30d", label: "آخر 30 يوماً", from: from30, figures: figuresFor(dates), margins: margins30 },
    ],
    days: dates.map((date) => ({
      date,
      netRevenueFils: (paid.get(date)?.fils ?? 0) - (refunded.get(date)?.fils ?? 0),
      paidOrders: paid.get(date)?.orders ?? 0,
    })),
  };
}
