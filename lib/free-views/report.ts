import "server-only";

import { db } from "@/lib/db";
import { env } from "@/lib/env";

export const REPORT_DAYS = 30;
export const REPORT_RECENT = 50;

export interface FreeViewsReport {
  timeZone: string;
  /** The last REPORT_DAYS days, oldest first, today last; days without claims count 0. */
  days: { date: string; claims: number }[];
  total: number;
  recent: {
    id: string;
    createdAt: string;
    username: string;
    tiktokUrl: string;
    orderId: string;
    orderStatus: string;
  }[];
}

/** "2026-11-23" for an instant, on the report's calendar. */
function dayOf(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone }).format(instant);
}

/** Claims per day (last 30 days on the UAE calendar), all-time total and the latest claims. */
export async function getFreeViewsReport(now: Date = new Date()): Promise<FreeViewsReport> {
  // The operator's calendar: the store's time zone (STORE_TIME_ZONE, default Asia/Dubai).
  const REPORT_TIME_ZONE = env().STORE_TIME_ZONE;
  const dates: string[] = [];
  for (let i = REPORT_DAYS - 1; i >= 0; i--)
    dates.push(dayOf(new Date(now.getTime() - i * 86_400_000), REPORT_TIME_ZONE));

  const [perDay, total, recent] = await Promise.all([
    db.$queryRaw<{ day: string; claims: bigint }[]>`
      SELECT to_char("created_at" AT TIME ZONE ${REPORT_TIME_ZONE}, 'YYYY-MM-DD') AS "day", count(*) AS "claims"
      FROM "free_view_claims"
      WHERE "created_at" >= (${dates[0]}::date::timestamp AT TIME ZONE ${REPORT_TIME_ZONE})
      GROUP BY 1`,
    db.freeViewClaim.count(),
    db.freeViewClaim.findMany({
      orderBy: { createdAt: "desc" },
      take: REPORT_RECENT,
      select: {
        id: true,
        createdAt: true,
        tiktokUrl: true,
        orderId: true,
        user: { select: { username: true } },
        order: { select: { status: true } },
      },
    }),
  ]);

  const counts = new Map(perDay.map((r) => [r.day, Number(r.claims)]));
  return {
    timeZone: REPORT_TIME_ZONE,
    days: dates.map((date) => ({ date, claims: counts.get(date) ?? 0 })),
    total,
    recent: recent.map((c) => ({
      id: c.id,
      createdAt: c.createdAt.toISOString(),
      username: c.user.username,
      tiktokUrl: c.tiktokUrl,
      orderId: c.orderId,
      orderStatus: c.order.status,
    })),
  };
}
