import { campaignPeriod, campaignReport, orderCosts, storeDay } from "@/lib/admin";
import { db } from "@/lib/db";
import { ATTRIBUTION_COOKIE, attributionCookieValue, type Touch } from "@/lib/tracking/contract";
import { createPayment, LINK, payStored } from "@/test/support/checkout";
import { resetDb } from "@/test/support/db";
import { fromAddress } from "@/test/support/users";

// The campaigns report (docs/operations.md#campaigns): payments by the ad that
// brought them, its sums equal to the orders' own figures to the fils.

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
});
