import { storeDay } from "@/lib/admin";
import { db } from "@/lib/db";
import { callWithParams } from "@/test/support/auth";
import { resetDb } from "@/test/support/db";
import { signedInUser } from "@/test/support/users";

import { POST as importRoute } from "./import/route";
import { POST as spendRoute } from "./route";

// Ad spend in the console (docs/campaigns.md#ad-spend): typed by hand or
// imported from TikTok Ads Manager's CSV, in fils at the console's rates,
// one figure per campaign and day, every change audited.

beforeEach(() => resetDb());

const ARABIC = /[\u0600-\u06FF]/;
const today = () => storeDay(new Date());
const daysAgo = (n: number) => storeDay(new Date(Date.now() - n * 86_400_000));

const enter = (cookie: string, body: object) =>
  callWithParams(spendRoute, "/api/admin/ad-spend", {}, { body: JSON.stringify(body), headers: { cookie } });
const upload = (cookie: string, csv: string, query = "") =>
  callWithParams(
    importRoute,
    `/api/admin/ad-spend/import${query}`,
    {},
    {
      body: csv,
      headers: { cookie, "content-type": "text/csv" },
    },
  );

/** Every figure, by campaign and day (sorted here: the two databases collate Arabic and Latin apart). */
const figures = async () =>
  (await db.adSpend.findMany())
    .map((s) => [s.source, s.campaign, s.day.toISOString().slice(0, 10), s.amountMinor, s.currency, s.aedFils] as const)
    .sort((a, b) => (a[1] + a[2] < b[1] + b[2] ? -1 : 1));

describe("entering a day's spend", () => {
  it("keeps the amount in its currency and in fils at the console's rate, and refuses customers", async () => {
    const operator = await signedInUser("OPERATOR");
    const res = await enter(operator.cookie, {
      campaign: " Winter  Sale ",
      day: today(),
      amount: "100.00",
      currency: "usd",
    });
    expect(res.status).toBe(201);
    // 100.00 USD at the default 3.6725 AED: 367.25 AED.
    expect(await res.json()).toEqual({ ok: true, aedFils: 36_725, replaced: false });
    expect(await figures()).toEqual([["tiktok", "Winter Sale", today(), 10_000n, "USD", 36_725]]);
    // AED is 1:1.
    await enter(operator.cookie, {
      source: "TikTok",
      campaign: "summer",
      day: today(),
      amount: "12.5",
      currency: "AED",
    });
    expect(await figures()).toContainEqual(["tiktok", "summer", today(), 1_250n, "AED", 1_250]);

    const customer = await signedInUser();
    expect((await enter(customer.cookie, { campaign: "x", day: today(), amount: "1", currency: "AED" })).status).toBe(
      403,
    );
  });

  it("refuses a bad currency, a currency without a rate (naming it), a bad amount or day, on its field in Arabic", async () => {
    const operator = await signedInUser("OPERATOR");
    const refused = async (body: object, field: string, pattern: RegExp) => {
      const res = await enter(operator.cookie, {
        campaign: "winter",
        day: today(),
        amount: "10",
        currency: "USD",
        ...body,
      });
      expect(res.status).toBe(400);
      const json = (await res.json()) as { message: string; fields: Record<string, string[]> };
      expect(json.message).toMatch(ARABIC);
      expect(json.fields[field]?.[0]).toMatch(pattern);
    };
    await refused({ currency: "DOLLARS" }, "currency", /ISO 4217/);
    await refused({ currency: "XYZ" }, "currency", /ISO 4217/);
    await refused({ currency: "EUR" }, "currency", /لا يوجد سعر صرف لعملة EUR/);
    await refused({ amount: "-5" }, "amount", /رقم موجب/);
    await refused({ amount: "1.234" }, "amount", /منازل عشرية/);
    await refused({ amount: "999999999" }, "amount", /مليون درهم/);
    await refused({ day: "2026-02-30" }, "day", /يوماً صحيحاً/);
    await refused({ day: storeDay(new Date(Date.now() + 2 * 86_400_000)) }, "day", /لم يأتِ بعد/);
    await refused({ campaign: "   " }, "campaign", /اسم الحملة/);
    expect(await db.adSpend.count()).toBe(0);
    expect(await db.operatorAction.count()).toBe(0);
  });

  it("replaces the day's figure when entered again (any case), audited with before and after", async () => {
    const operator = await signedInUser("OPERATOR");
    expect(
      (await enter(operator.cookie, { campaign: "Winter", day: today(), amount: "10", currency: "AED" })).status,
    ).toBe(201);
    const again = await enter(operator.cookie, { campaign: "WINTER ", day: today(), amount: "25.50", currency: "USD" });
    expect(again.status).toBe(200);
    expect(await figures()).toEqual([["tiktok", "WINTER", today(), 2_550n, "USD", 9_365]]);
    const audit = await db.operatorAction.findMany({ where: { action: "ad-spend" }, orderBy: { createdAt: "asc" } });
    expect(audit).toHaveLength(2);
    expect(audit[1]).toMatchObject({
      operatorName: operator.username,
      reason: `tiktok / WINTER / ${today()}`,
      amountFils: 9_365,
      before: { campaign: "Winter", day: today(), amount: "10.00", currency: "AED", aedFils: 1_000 },
      after: { campaign: "WINTER", day: today(), amount: "25.50", currency: "USD", aedFils: 9_365 },
    });
  });
});

// A TikTok Ads Manager export at ad level, broken down by day (ad rows of one campaign and day are summed).
const TIKTOK = (day1: string, day2: string) =>
  [
    "\ufeffBy Day,Campaign name,Ad group name,Ad name,Cost,Impressions,Clicks (destination),Currency",
    `${day1},Winter Sale,Interest,UGC 1,8.00,5000,70,USD`,
    `${day1},Winter Sale,Interest,UGC 2,"1,002.00",400,7,USD`,
    `${day2},Winter Sale,Interest,UGC 1,10.00,100,1,USD`,
    `${day1},حملة الصيف,الكل,فيديو,20.00,3000,3,USD`,
    "Total of 4 results,,,,1040.00,8500,81,USD",
  ].join("\r\n");

describe("importing TikTok's CSV export", () => {
  it("sums the ads of a campaign and day, and importing the same file again replaces rather than adds", async () => {
    const operator = await signedInUser("OPERATOR");
    const file = TIKTOK(daysAgo(2), daysAgo(1));
    const first = await upload(operator.cookie, file);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ ok: true, rows: 4, created: 3, replaced: 0, totalFils: 381_941 });
    const once = await figures();
    // Day one: 8.00 + 1,002.00 USD = 3,709.225 AED, rounded once to the fils.
    expect(once).toEqual([
      ["tiktok", "Winter Sale", daysAgo(2), 101_000n, "USD", 370_923],
      ["tiktok", "Winter Sale", daysAgo(1), 1_000n, "USD", 3_673],
      ["tiktok", "حملة الصيف", daysAgo(2), 2_000n, "USD", 7_345],
    ]);

    const second = await upload(operator.cookie, file);
    expect(await second.json()).toEqual({ ok: true, rows: 4, created: 0, replaced: 3, totalFils: 381_941 });
    expect(await figures()).toEqual(once);
    const audit = await db.operatorAction.findMany({
      where: { action: "ad-spend-import" },
      orderBy: { createdAt: "asc" },
    });
    expect(audit.map((a) => a.reason)).toEqual([
      "tiktok: 4 سطر، 3 رقم جديد و0 مستبدل",
      "tiktok: 4 سطر، 0 رقم جديد و3 مستبدل",
    ]);
    expect((audit[1]!.before as unknown[]).length).toBe(3);
  });

  it("imports nothing when any row is bad, and names each bad line and why", async () => {
    const operator = await signedInUser("OPERATOR");
    await upload(operator.cookie, "Campaign name;Date;Cost\nKept;" + daysAgo(3) + ";5\n", "?currency=AED");
    const bad = [
      "Campaign name;Date;Cost;Currency",
      `Winter;${daysAgo(1)};5.00;USD`,
      `Winter;yesterday;5.00;USD`,
      `Winter;${daysAgo(1)};abc;USD`,
      `Winter;${daysAgo(2)};5.00;EUR`,
      `Winter;${daysAgo(1)};5.00;AED`,
    ].join("\n");
    const res = await upload(operator.cookie, bad);
    expect(res.status).toBe(400);
    const json = (await res.json()) as { message: string; problems: { line: number; reason: string }[] };
    expect(json.message).toMatch(/لم يُستورد شيء: 4 سطر فيه خطأ/);
    expect(json.problems).toEqual([
      { line: 3, reason: expect.stringMatching(/تاريخ غير صالح «yesterday»/) },
      { line: 4, reason: expect.stringMatching(/رقم موجب/) },
      { line: 5, reason: expect.stringMatching(/لا يوجد سعر صرف لعملة EUR/) },
      { line: 6, reason: expect.stringMatching(/عملة AED غير عملة السطر 2 \(USD\)/) },
    ]);
    expect(await figures()).toEqual([["tiktok", "Kept", daysAgo(3), 500n, "AED", 500]]);
    expect(await db.operatorAction.count({ where: { action: "ad-spend-import" } })).toBe(1);

    // Without a currency column or a chosen currency; without the needed columns; too big.
    const noCurrency = await upload(operator.cookie, `Campaign name,Date,Cost\nA,${daysAgo(1)},1`);
    expect(((await noCurrency.json()) as { problems: unknown[] }).problems).toEqual([
      { line: 2, reason: expect.stringMatching(/اختر عملة الحساب/) },
    ]);
    const noColumns = await upload(operator.cookie, "Campaign name,Impressions\nA,10");
    expect(noColumns.status).toBe(400);
    const badSource = await upload(operator.cookie, `Campaign name,Date,Cost\nA,${daysAgo(1)},1`, "?source=Not%20One");
    expect(((await badSource.json()) as { fields: object }).fields).toEqual({
      source: [expect.stringMatching(ARABIC)],
    });
    const big = await upload(operator.cookie, "x".repeat(1024 * 1024 + 1));
    expect(big.status).toBe(413);
    expect(await db.adSpend.count()).toBe(1);
  });
});
