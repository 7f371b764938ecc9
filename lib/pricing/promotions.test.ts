import { priceFor } from "./prices";
import { bonusQuantityOf, promotedFils, promotionFor, promotionGift, type PublicPromotion } from "./promotions";

const promotion = (over: Partial<PublicPromotion> = {}): PublicPromotion => ({
  id: "p",
  title: "عرض",
  kind: "PERCENT",
  value: 20,
  services: [],
  endsAt: "2027-01-01T00:00:00.000Z",
  endsAtText: "1 يناير",
  referencePrice: false,
  ...over,
});

describe("a promotion's arithmetic (docs/product-rules.md#promotions)", () => {
  it("takes its percent off, rounded to the fils, never under the 0.50 floor", () => {
    expect(promotedFils(1_500, promotion({ value: 20 }))).toBe(1_200);
    expect(promotedFils(333, promotion({ value: 15 }))).toBe(283); // 333 − 49.95 → 50
    expect(promotedFils(60, promotion({ value: 90 }))).toBe(50);
    expect(promotedFils(40, promotion({ value: 90 }))).toBe(40); // already under the floor: kept
    expect(promotedFils(1_500, promotion({ kind: "EXTRA" }))).toBe(1_500);
    expect(promotedFils(1_500, null)).toBe(1_500);
  });

  it("adds free quantity rounded down, only for EXTRA", () => {
    expect(bonusQuantityOf(100_000, promotion({ kind: "EXTRA", value: 10 }))).toBe(10_000);
    expect(bonusQuantityOf(5_555, promotion({ kind: "EXTRA", value: 10 }))).toBe(555);
    expect(bonusQuantityOf(100_000, promotion({ kind: "PERCENT" }))).toBe(0);
  });

  it("covers its services; an EXTRA one never the bundle", () => {
    const views = promotion({ services: ["views"] });
    expect(promotionFor([views], "views")).toBe(views);
    expect(promotionFor([views], "likes")).toBeNull();
    const extra = promotion({ kind: "EXTRA" });
    expect(promotionFor([extra], "likes")).toBe(extra);
    expect(promotionFor([extra], "explorer")).toBeNull();
  });

  it("prices with the promotion first and the returning customer's 5% on what it leaves", () => {
    expect(priceFor({ service: "views", quantity: 100_000, returningCustomer: true, promotion: promotion() })).toEqual(
      expect.objectContaining({ listFils: 1_500, promotedFils: 1_200, amountFils: 1_140, discountFils: 360 }),
    );
    expect(
      priceFor({ service: "views", quantity: 100_000, promotion: promotion({ kind: "EXTRA", value: 25 }) }),
    ).toEqual(expect.objectContaining({ quantity: 100_000, bonusQuantity: 25_000, amountFils: 1_500 }));
  });

  it("says what it gives in the customer's words", () => {
    expect(promotionGift(promotion({ value: 20 }), 5_000)).toBe("خصم 20%");
    expect(promotionGift(promotion({ kind: "EXTRA", value: 10 }), 100_000)).toBe("+10,000 مجاناً");
  });
});
