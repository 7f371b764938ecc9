import { db, transaction } from "@/lib/db";
import { DEFAULT_PRICE_LIST, type PriceList } from "@/lib/pricing";
import { LINK, newPayment, createPayment, simulatedAct, ziinaStatus } from "@/test/support/checkout";
import { runClockFrom } from "@/test/support/clock";
import { resetDb } from "@/test/support/db";

import { renderToStaticMarkup } from "react-dom/server";

import PricingPage, { revalidate } from "@/app/(storefront)/(store)/pricing/page";

import {
  currentPriceList,
  PRICE_LIST_TTL_MS,
  PRICE_PAGE_REVALIDATE_SECONDS,
  priceListForPage,
  PriceListReader,
  savePriceList,
} from "./index";

beforeEach(async () => {
  await resetDb();
  runClockFrom(new Date("2026-12-07T10:00:00Z"));
});
afterEach(() => jest.useRealTimers());

/** The default list with views at 5,000 set to `fils`. */
function withViewsAt5000(fils: number): PriceList {
  const list = structuredClone(DEFAULT_PRICE_LIST);
  list.views.points[0] = { quantity: 5_000, fils };
  return list;
}

const save = (prices: PriceList, baseVersion: number, into?: PriceListReader) =>
  transaction((tx) => savePriceList(tx, { prices, baseVersion, by: "owner" }, into));

describe("the price list in force", () => {
  it("charges the next payment at the new price, while a payment already created keeps and is paid at its own", async () => {
    const before = await newPayment({ serviceType: "views", serviceQuantity: 5_000 });
    expect(before.amount).toBe(3.5);
    expect((await currentPriceList()).version).toBe(0);

    await save(withViewsAt5000(420), 0);
    const after = await newPayment({ serviceType: "views", serviceQuantity: 5_000 });
    expect(after.amount).toBe(4.2);
    expect(await db.payment.findUniqueOrThrow({ where: { id: after.id } })).toMatchObject({ amountFils: 420 });

    // The older payment is paid after the change: it completes at the 3.50 it was created with.
    expect((await simulatedAct(before.id, "pay")).status).toBe(200);
    jest.setSystemTime(new Date(Date.now() + 16_000));
    expect(await (await ziinaStatus(before.id)).json()).toMatchObject({ status: "COMPLETED" });
    expect(await db.payment.findUniqueOrThrow({ where: { id: before.id } })).toMatchObject({
      amountFils: 350,
      status: "COMPLETED",
    });
    expect(await db.order.findFirstOrThrow({ where: { paymentId: before.id } })).toBeTruthy();
  });

  it("refuses a quantity outside the owner's minimum and maximum with the service's sentence and the new limits", async () => {
    const list = structuredClone(DEFAULT_PRICE_LIST);
    list.views.min = 10_000;
    list.views.quick = [10_000, 50_000];
    await save(list, 0);
    const res = await createPayment({
      description: "x",
      tiktokUrl: LINK,
      serviceType: "views",
      serviceQuantity: 5_000,
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe("عدد المشاهدات يجب أن يكون بين 10,000 و1,000,000");
  });

  it("is the same on two instances within seconds of a change", async () => {
    let clock = 0;
    const first = new PriceListReader(PRICE_LIST_TTL_MS, () => clock);
    const second = new PriceListReader(PRICE_LIST_TTL_MS, () => clock);
    expect((await first.current()).version).toBe(0);
    expect((await second.current()).version).toBe(0);

    await save(withViewsAt5000(400), 0, first);
    // The instance that saved charges it at once; the other within its short cache.
    expect((await first.current()).prices.views.points[0]!.fils).toBe(400);
    clock += PRICE_LIST_TTL_MS - 1;
    expect((await second.current()).version).toBe(0);
    clock += 1;
    expect(await second.current()).toMatchObject({ version: 1, createdBy: "owner" });
    expect((await second.current()).prices.views.points[0]!.fils).toBe(400);
    expect(PRICE_LIST_TTL_MS).toBeLessThanOrEqual(5_000);
  });

  it("keeps every version, and refuses a save based on a version someone else replaced", async () => {
    await save(withViewsAt5000(400), 0);
    await expect(save(withViewsAt5000(450), 0)).rejects.toMatchObject({ code: "CONFLICT" });
    await save(withViewsAt5000(450), 1);
    // Two saves from the same version at the same moment: one lands.
    const results = await Promise.allSettled([save(withViewsAt5000(500), 2), save(withViewsAt5000(510), 2)]);
    expect(results.map((r) => r.status).sort()).toEqual(["fulfilled", "rejected"]);
    const versions = await db.priceListVersion.findMany({ orderBy: { version: "asc" } });
    expect(versions.map((v) => (v.prices as unknown as PriceList).views.points[0]!.fils)).toEqual([
      400,
      450,
      expect.any(Number),
    ]);
    await expect(save({ ...withViewsAt5000(0) }, 3)).rejects.toMatchObject({ code: "UNPROCESSABLE" });
  });

  it("is what /pricing shows once the store runs, while a build prerenders the default list without the database", async () => {
    const prices = withViewsAt5000(420);
    prices.views.points[1] = { quantity: 100_000, fils: 1_800 };
    await save(prices, 0);
    // Every test's clock starts at the same moment: a day on, past any earlier test's cached read.
    jest.setSystemTime(new Date(Date.now() + 24 * 60 * 60_000));
    const html = renderToStaticMarkup(await PricingPage());
    // The 5,000-view package at the owner's 4.20, the 100,000 one at 18.00; not the default 3.50 and 15.00.
    expect(html).toContain("4.20");
    expect(html).toContain("18.00");
    expect(html).not.toContain("3.50");
    // Rendered again as often as operations.md says (Next reads the page's own literal).
    expect(revalidate).toBe(PRICE_PAGE_REVALIDATE_SECONDS);

    const phase = process.env.NEXT_PHASE;
    process.env.NEXT_PHASE = "phase-production-build";
    try {
      const spy = jest.spyOn(db.priceListVersion, "aggregate");
      expect(await priceListForPage()).toEqual(DEFAULT_PRICE_LIST);
      expect(spy).not.toHaveBeenCalled();
      spy.mockRestore();
    } finally {
      if (phase === undefined) delete process.env.NEXT_PHASE;
      else process.env.NEXT_PHASE = phase;
    }
  });
});
