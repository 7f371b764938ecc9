import {
  adSpendInputSchema,
  campaignPeriod,
  campaignReport,
  formatRoas,
  orderCosts,
  setAdSpend,
  storeDay,
} from "@/lib/admin";
import { db } from "@/lib/db";
import { flushLandings, recordLanding } from "@/lib/tracking";
import { ATTRIBUTION_COOKIE, attributionCookieValue, type Touch } from "@/lib/tracking/contract";
import { createPayment, LINK, payStored } from "@/test/support/checkout";
import { expectConsoleError } from "@/test/support/console";
import { resetDb } from "@/test/support/db";
import { fromAddress } from "@/test/support/users";

import type { CampaignLine } from "./campaign-line";

// The campaigns report (docs/campaigns.md): payments by the campaign of the ad
// that brought them, with its landings and ad spend; its sums equal to the
// orders' own figures to the fils.

beforeEach(() => resetDb());

const now = () => Math.floor(Date.now() / 1000);
const ad = (campaign: string, content = "ad-1"): Touch => ({
  source: "tiktok",
  campaign,
  content,
  landing: "/",
  at: now(),
});
let n = 0;

async function checkout(touch: Touch | null, opts: { email?: string; quantity?: number; code?: string } = {}) {
  const cookie = touch
    ? `${ATTRIBUTION_COOKIE}=${encodeURIComponent(attributionCookieValue({ first: touch, last: touch }))}`
    : undefined;
  const res = await createPayment(
    {
      tiktokUrl: LINK,
      serviceType: "views",
      serviceQuantity: opts.quantity ?? 100_000,
      customerEmail: opts.email ?? `c${++n}@example.ae`,
      ...(opts.code ? { discountCode: opts.code } : {}),
    },
    cookie,
    fromAddress(`10.6.0.${++n % 250}`),
  );
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

const today = () => storeDay(new Date());

describe("the campaigns report", () => {
  it("groups payments by the last ad, with conversion, revenue, new and returning customers and codes; its sums are the orders' own", async () => {
    await db.discountCode.create({ data: { code: "TEN", kind: "PERCENT", value: 10, createdBy: "owner" } });
    // Winter: three checkouts, two paid (one by a customer who had paid before, one with a code).
    await payStored(await checkout(ad("winter"), { email: "sara@example.ae" }));
    await payStored(await checkout(ad("winter"), { email: "sara@example.ae", quantity: 5_000 }));
    await payStored(await checkout(ad("winter"), { code: "TEN" }));
    await checkout(ad("winter"));
    // Summer: one checkout, not paid. No ad: one paid.
    await checkout(ad("summer", "ad-2"));
    await payStored(await checkout(null));

    const { lines, total } = await campaignReport(today(), today());
    expect(lines.map((l) => [l.fromAd, l.campaign, l.started, l.paid, l.conversionPercent])).toEqual([
      [true, "winter", 4, 3, 75],
      [true, "summer", 1, 0, 0],
      [false, null, 1, 1, 100],
    ]);
    const winter = lines[0]!;
    // 15.00 + 3.50 + 13.50 (10% off 15.00).
    expect(winter.grossFils).toBe(1_500 + 350 + 1_350);
    expect(winter.averageFils).toBe(Math.round(3_200 / 3));
    expect([winter.newCustomers, winter.returningCustomers, winter.withCode]).toEqual([2, 1, 1]);
    expect(winter.source).toBe("tiktok");
    expect(winter.content).toBe("ad-1");

    // The report's revenue and cost are the sums of each order's own figures, to the fils.
    const orders = await db.order.findMany({ select: { id: true, payment: { select: { attribution: true } } } });
    const costs = await orderCosts(orders);
    const ofCampaign = (c: string | null) =>
      orders.filter((o) => ((o.payment?.attribution as { last?: Touch } | null)?.last?.campaign ?? null) === c);
    const sum = (os: { id: string }[]) => os.reduce((s, o) => s + costs.get(o.id)!.revenueFils, 0);
    expect(winter.figures.revenueFils).toBe(sum(ofCampaign("winter")));
    expect(lines[2]!.figures.revenueFils).toBe(sum(ofCampaign(null)));
    expect(total.figures.revenueFils).toBe(sum(orders));
    expect(total.grossFils).toBe(lines.reduce((s, l) => s + l.grossFils, 0));
    expect([total.started, total.paid]).toEqual([6, 4]);
  });

  it("reads only the period's payments, on the store's clock", async () => {
    const old = await checkout(ad("winter"));
    await db.payment.update({ where: { id: old }, data: { createdAt: new Date(Date.now() - 40 * 86_400_000) } });
    await checkout(ad("winter"));
    const { lines } = await campaignReport(today(), today());
    expect(lines.map((l) => l.started)).toEqual([1]);
    const yesterday = storeDay(new Date(Date.now() - 86_400_000));
    expect((await campaignReport(yesterday, yesterday)).lines).toEqual([]);
  });

  it("reads the period asked for, or the last 30 days with a note when it is not a valid one", () => {
    const now = new Date("2026-12-07T10:00:00Z");
    expect(campaignPeriod({}, now)).toEqual({ from: "2026-11-08", to: "2026-12-07", note: null });
    expect(campaignPeriod({ from: "2026-12-01", to: "2026-12-05" }, now)).toEqual({
      from: "2026-12-01",
      to: "2026-12-05",
      note: null,
    });
    for (const bad of [
      { from: "2026-12-05", to: "2026-12-01" },
      { from: "2025-01-01", to: "2026-12-01" },
      { from: "yesterday", to: "2026-12-01" },
      { from: "2026-12-01" },
    ])
      expect(campaignPeriod(bad, now)).toMatchObject({
        from: "2026-11-08",
        to: "2026-12-07",
        note: expect.stringMatching(/فترة غير صالحة/),
      });
  });

  it("adds each campaign's spend: cost per paid order, ROAS and profit after ads from the orders' own figures", async () => {
    const owner = {
      id: (
        await db.user.create({ data: { username: "owner", usernameKey: "owner", passwordHash: "x", role: "OPERATOR" } })
      ).id,
      username: "owner",
    };
    const spend = (campaign: string, amount: string, currency = "AED", day = today()) =>
      setAdSpend(owner, adSpendInputSchema.parse({ campaign, day, amount, currency }));
    await payStored(await checkout(ad("winter", "ad-1")));
    await payStored(await checkout(ad("winter", "ad-2"), { quantity: 5_000 }));
    await checkout(ad("winter", "ad-2"));
    await payStored(await checkout(null));
    // Matched whatever the case and spacing; a campaign with spend and no order still has its line.
    await spend(" WINTER ", "10.00");
    await spend("winter", "2.00", "USD", storeDay(new Date(Date.now() - 86_400_000)));
    await spend("Spring", "4.00");

    const { lines, total } = await campaignReport(today(), today());
    expect(lines.map((l) => [l.fromAd, l.campaign, l.content, l.paid, l.spendFils])).toEqual([
      [true, "winter", null, 2, 1_000],
      [true, "Spring", null, 0, 400],
      [false, null, null, 1, null],
    ]);
    const [winter, spring, none] = lines as [CampaignLine, CampaignLine, CampaignLine];
    // Each figure from the orders' own: revenue without VAT and margin are sums of the per-order figures.
    const orders = await db.order.findMany({ select: { id: true, payment: { select: { attribution: true } } } });
    const costs = await orderCosts(orders);
    const winterOrders = orders.filter(
      (o) => (o.payment?.attribution as { last?: Touch } | null)?.last?.campaign === "winter",
    );
    const revenue = winterOrders.reduce((s, o) => s + costs.get(o.id)!.revenueFils, 0);
    const margin = winterOrders.reduce((s, o) => s + costs.get(o.id)!.marginFils!, 0);
    expect(winter.figures.revenueFils).toBe(revenue);
    expect(winter.costPerPaidFils).toBe(500);
    expect(winter.roasHundredths).toBe(Math.round((revenue * 100) / 1_000));
    expect(formatRoas(winter.roasHundredths!)).toBe((revenue / 1_000).toFixed(2));
    expect(winter.profitAfterAdsFils).toBe(margin - 1_000);
    // Its two ads each have a line, without spend of their own; their sums are the campaign's.
    expect(winter.ads.map((a) => [a.content, a.started, a.paid, a.spendFils])).toEqual([
      ["ad-1", 1, 1, null],
      ["ad-2", 2, 1, null],
    ]);
    expect(winter.ads.reduce((s, a) => s + a.figures.revenueFils, 0)).toBe(revenue);
    // Spring cost 4.00 and sold nothing: no cost per order, ROAS 0.00, a loss of its spend.
    expect([spring.started, spring.costPerPaidFils, spring.roasHundredths, spring.profitAfterAdsFils]).toEqual([
      0,
      null,
      0,
      -400,
    ]);
    // No spend on the line of payments from no ad: «—», not 0.
    expect([none.spendFils, none.costPerPaidFils, none.roasHundredths, none.profitAfterAdsFils]).toEqual([
      null,
      null,
      null,
      null,
    ]);
    // The total is the period's: all spend, all revenue and margin (blended).
    expect(total.spendFils).toBe(1_400);
    expect(total.costPerPaidFils).toBe(Math.round(1_400 / 3));
    expect(total.roasHundredths).toBe(Math.round((total.figures.revenueFils * 100) / 1_400));
    expect(total.profitAfterAdsFils).toBe(total.figures.marginFils! - 1_400);
    expect(total.figures.revenueFils).toBe(orders.reduce((s, o) => s + costs.get(o.id)!.revenueFils, 0));
  });

  it("counts the ad landings of each line, and the share of them that paid", async () => {
    const landing = (campaign: string, content: string, at = new Date()) =>
      recordLanding({ source: "tiktok", campaign, content, at: 0 }, at);
    for (let i = 0; i < 4; i++) landing("winter", "ad-1");
    landing("Winter", "ad-1");
    landing("autumn", "ad-9");
    landing("winter", "ad-1", new Date(Date.now() - 3 * 86_400_000));
    await flushLandings();
    await payStored(await checkout(ad("winter", "ad-1")));
    await checkout(ad("winter", "ad-1"));

    const { lines, total } = await campaignReport(today(), today());
    expect(lines.map((l) => [l.campaign, l.landings, l.started, l.paid, l.landingPaidPercent])).toEqual([
      ["winter", 5, 2, 1, 20],
      ["autumn", 1, 0, 0, 0],
    ]);
    expect(lines[0]!.ads).toEqual([]);
    expect(lines[0]!.content).toBe("ad-1");
    expect(total.landings).toBe(6);
    // The total's share counts the payments from ads only.
    await payStored(await checkout(null));
    expect((await campaignReport(today(), today())).total.landingPaidPercent).toBe(Math.round((1 / 6) * 1000) / 10);
  });

  it("records a burst of landings with one write, and never fails the caller when the write fails", async () => {
    for (let i = 0; i < 200; i++) recordLanding({ source: "tiktok", campaign: "burst", at: 0 });
    await flushLandings();
    expect(await db.adLanding.count({ where: { campaign: "burst" } })).toBe(200);
    // A value the column refuses (the guard never hands one over): logged, dropped, nothing thrown.
    expectConsoleError(/ad landings: 1 not counted/);
    recordLanding({ campaign: "x".repeat(150), at: 0 });
    await expect(flushLandings()).resolves.toBeUndefined();
    expect(await db.adLanding.count()).toBe(200);
  });
});
