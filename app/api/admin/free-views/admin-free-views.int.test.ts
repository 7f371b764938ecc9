import { POST as registerRoute } from "@/app/api/auth/register/route";
import { POST as freeRoute } from "@/app/api/tiktok-views/free/route";
import { db } from "@/lib/db";
import { getFreeViewsReport, type FreeViewsReport } from "@/lib/free-views";
import { call, sessionCookieFrom, type Handler } from "@/test/support/auth";
import { resetDb } from "@/test/support/db";

import { GET as reportRoute } from "./route";

let counter = 0;
async function signUp(): Promise<{ cookie: string; id: string; username: string }> {
  const username = `ops${++counter}`;
  const res = await call(registerRoute as Handler, "/api/auth/register", {
    body: JSON.stringify({ username, password: "secret1" }),
  });
  const { id } = (await res.json()) as { id: string };
  return { cookie: sessionCookieFrom(res)!, id, username };
}

const report = (cookie?: string) =>
  call(reportRoute as Handler, "/api/admin/free-views", { method: "GET", headers: cookie ? { cookie } : {} });

/** A claim made at a given moment (the route always stamps "now"). */
async function claimAt(userId: string, at: Date, status: "PENDING" | "COMPLETED" = "PENDING") {
  const order = await db.order.create({
    data: { userId, source: "FREE", serviceType: "VIEWS", quantity: 1000, link: "https://vm.tiktok.com/ZMa1/", status },
  });
  await db.freeViewClaim.create({ data: { userId, orderId: order.id, tiktokUrl: order.link, createdAt: at } });
  return order.id;
}

/** A customer without the cost of a real sign-up (password hashing). */
async function customer(): Promise<{ id: string; username: string }> {
  const username = `bulk${++counter}`;
  return db.user.create({
    data: { username, usernameKey: username, passwordHash: "unused" },
    select: { id: true, username: true },
  });
}

beforeEach(() => resetDb());

describe("GET /api/admin/free-views", () => {
  it("is for operators only: 401 signed out, 403 for a customer", async () => {
    expect((await report()).status).toBe(401);
    const customer = await signUp();
    const res = await report(customer.cookie);
    expect(res.status).toBe(403);
    expect((await res.json()).error).toBe("هذه الصفحة لمشغّلي المتجر فقط");
  });

  it("shows an operator today's claims and the latest claim with its user and order", async () => {
    const operator = await signUp();
    await db.user.update({ where: { id: operator.id }, data: { role: "OPERATOR" } });
    const customer = await signUp();
    const claimed = await call(freeRoute as Handler, "/api/tiktok-views/free", {
      body: JSON.stringify({ tiktokUrl: "https://www.tiktok.com/@sara/video/7300000000000000001" }),
      headers: { cookie: customer.cookie },
    });
    const { orderId } = (await claimed.json()) as { orderId: string };

    const res = await report(operator.cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const body = (await res.json()) as FreeViewsReport;
    expect(body.days).toHaveLength(30);
    expect(body.days.at(-1)!.claims).toBe(1);
    expect(body.days.slice(0, -1).every((d) => d.claims === 0)).toBe(true);
    expect(body.total).toBe(1);
    expect(body.recent).toEqual([
      expect.objectContaining({
        username: customer.username,
        orderId,
        orderStatus: "PENDING",
        tiktokUrl: "https://www.tiktok.com/@sara/video/7300000000000000001",
      }),
    ]);
  });
});

describe("the claims-per-day report", () => {
  // 2026-11-22 10:00 in the UAE (UTC+4).
  const now = new Date("2026-11-22T06:00:00Z");

  it("counts claims per day on the UAE calendar over the last 30 days, oldest first", async () => {
    const users = await Promise.all(Array.from({ length: 6 }, () => customer()));
    await claimAt(users[0]!.id, new Date("2026-11-22T05:00:00Z")); // today, 09:00 UAE
    await claimAt(users[1]!.id, new Date("2026-11-21T20:30:00Z")); // today, 00:30 UAE (still the 21st in UTC)
    await claimAt(users[2]!.id, new Date("2026-11-21T19:30:00Z")); // yesterday, 23:30 UAE
    await claimAt(users[3]!.id, new Date("2026-10-24T00:00:00Z")); // 04:00 UAE on the first day shown
    await claimAt(users[4]!.id, new Date("2026-10-23T19:59:00Z")); // 23:59 UAE the day before: not shown
    await claimAt(users[5]!.id, new Date("2025-01-01T00:00:00Z"));

    const result = await getFreeViewsReport(now);
    expect(result.timeZone).toBe("Asia/Dubai");
    expect(result.days).toHaveLength(30);
    expect(result.days[0]).toEqual({ date: "2026-10-24", claims: 1 });
    expect(result.days.at(-2)).toEqual({ date: "2026-11-21", claims: 1 });
    expect(result.days.at(-1)).toEqual({ date: "2026-11-22", claims: 2 });
    expect(result.days.reduce((n, d) => n + d.claims, 0)).toBe(4);
    expect(result.total).toBe(6);
    expect(result.recent.map((r) => r.createdAt)).toEqual([
      "2026-11-22T05:00:00.000Z",
      "2026-11-21T20:30:00.000Z",
      "2026-11-21T19:30:00.000Z",
      "2026-10-24T00:00:00.000Z",
      "2026-10-23T19:59:00.000Z",
      "2025-01-01T00:00:00.000Z",
    ]);
  });

  it("lists at most the 50 latest claims", async () => {
    const users = await Promise.all(Array.from({ length: 52 }, () => customer()));
    for (const [i, u] of users.entries()) await claimAt(u.id, new Date(now.getTime() - i * 60_000));
    const result = await getFreeViewsReport(now);
    expect(result.recent).toHaveLength(50);
    expect(result.recent[0]!.username).toBe(users[0]!.username);
    expect(result.total).toBe(52);
  });
});
