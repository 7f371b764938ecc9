import { DEFAULT_PRICE_LIST, priceListProblem, tablePriceFils, type PriceList } from "./price-list";
import { previewRows, rowsBelowCost } from "./price-preview";
import { priceFor } from "./prices";

const copy = (): PriceList => structuredClone(DEFAULT_PRICE_LIST);

describe("a price list's table", () => {
  it("is linear between the owner's breakpoints, proportional below the first (at least 0.50), flat above the last", () => {
    const points = [
      { quantity: 1_000, fils: 400 },
      { quantity: 3_000, fils: 1_000 },
    ];
    expect([100, 1_000, 2_000, 2_999, 3_000, 9_000].map((q) => tablePriceFils(points, q))).toEqual([
      50, 400, 700, 1_000, 1_000, 1_000,
    ]);
    expect(tablePriceFils(points, 500)).toBe(200);
    expect(tablePriceFils(points, 0)).toBe(0);
  });

  it("prices an order from the list it is given; the default list is today's prices", () => {
    const list = copy();
    list.views.points[0] = { quantity: 5_000, fils: 500 };
    list.explorer.fils = 1_900;
    expect(priceFor({ service: "views", quantity: 5_000 }).amountFils).toBe(350);
    expect(priceFor({ service: "views", quantity: 5_000 }, list).amountFils).toBe(500);
    expect(priceFor({ service: "views", quantity: 10_000 }).amountFils).toBe(411);
    expect(priceFor({ service: "explorer", quantity: 0 }, list).amountFils).toBe(1_900);
    expect(priceFor({ service: "likes", quantity: 1_500 }).amountFils).toBe(2_250);
    expect(priceFor({ service: "views", quantity: 5_000, returningCustomer: true }, list).amountFils).toBe(475);
  });
});

describe("what the console may save", () => {
  it("accepts the default list", () => {
    expect(priceListProblem(DEFAULT_PRICE_LIST)).toBeNull();
  });

  it.each<[string, (l: PriceList) => void, RegExp]>([
    ["one point", (l) => (l.views.points = l.views.points.slice(0, 1)), /نقطتا سعر/],
    ["falling quantities", (l) => (l.likes.points[1]!.quantity = 50), /تتصاعد/],
    ["a price that falls", (l) => (l.views.points[2]!.fils = 100), /لا ينقص/],
    ["fractions of a fils", (l) => (l.views.points[0]!.fils = 3.5), /أعداد موجبة/],
    ["a minimum below the store's", (l) => (l.views.min = 100), /الحد الأدنى/],
    ["a quick amount above the maximum", (l) => l.likes.quick.push(9_000), /الكميات السريعة/],
    ["a quick amount off the slider's step", (l) => l.views.quick.push(5_500), /من مضاعفات 1,000/],
    ["a free bundle", (l) => (l.explorer.fils = 0), /الباقة/],
  ])("refuses %s with an Arabic reason", (_name, change, message) => {
    const list = copy();
    change(list);
    expect(priceListProblem(list)).toMatch(message);
  });
});

describe("the console's preview of a price list", () => {
  // 0.01 USD per 1,000 views, 0.90 per 1,000 likes, at 3.6725 AED: fils per 1,000.
  const costs = { VIEWS: 3.6725, LIKES: 330.525, SAVES: 73.45, SHARES: 91.8125 };

  it("shows the price at the minimum, common quantities and the maximum, with the margin without VAT", () => {
    const rows = previewRows(DEFAULT_PRICE_LIST, "views", costs, 500);
    expect(rows.map((r) => r.quantity)).toEqual([5_000, 10_000, 25_000, 50_000, 100_000, 250_000, 500_000, 1_000_000]);
    expect(rows[1]).toEqual({
      service: "views",
      quantity: 10_000,
      priceFils: 411,
      netFils: 391,
      costFils: 37,
      marginPercent: 91,
    });
    expect(previewRows(DEFAULT_PRICE_LIST, "explorer", costs, 500)).toEqual([
      expect.objectContaining({ quantity: 25_000, priceFils: 1_500, netFils: 1_429, costFils: 92 + 83 + 4 + 7 }),
    ]);
    expect(previewRows(DEFAULT_PRICE_LIST, "likes", { VIEWS: 1 }, 500)[0]).toMatchObject({
      costFils: null,
      marginPercent: null,
    });
  });

  it("finds the quantities a list would sell below the panel's cost", () => {
    expect(rowsBelowCost(DEFAULT_PRICE_LIST, costs, 500)).toEqual([]);
    const cheap = copy();
    cheap.likes.points[2] = { quantity: 5_000, fils: 1_600 }; // 5,000 likes for 16.00: the panel charges 16.53
    expect(rowsBelowCost(cheap, costs, 500).map((r) => [r.service, r.quantity])).toEqual([["likes", 5_000]]);
  });
});
