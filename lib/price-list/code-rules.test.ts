import { normaliseDiscountCode, priceWithCode } from "./code-rules";

describe("a discount code's arithmetic", () => {
  it("reads a code as typed: spaces, case and Arabic-Indic digits; anything else is no code", () => {
    expect(normaliseDiscountCode("  tiktok20 ")).toBe("TIKTOK20");
    expect(normaliseDiscountCode("eid٢٠")).toBe("EID20");
    expect(normaliseDiscountCode("eid۲۰")).toBe("EID20");
    for (const bad of ["", "ab", "a".repeat(33), "NO SPACE", "عيد", "X;DROP"])
      expect(normaliseDiscountCode(bad)).toBeNull();
  });

  it("takes a percent or a fixed amount off the list price, never below the 0.50 floor", () => {
    const percent = { kind: "PERCENT" as const, value: 20, combinesWithReturning: false };
    expect(priceWithCode(1_500, false, percent)).toEqual({
      listFils: 1_500,
      amountFils: 1_200,
      codeDiscountFils: 300,
      returningDiscountFils: 0,
    });
    expect(priceWithCode(1_500, false, { ...percent, kind: "FIXED", value: 10_000 })!.amountFils).toBe(50);
    expect(priceWithCode(1_500, false, { ...percent, value: 100 })!.amountFils).toBe(50);
    // A price already under the floor is not taken lower.
    expect(priceWithCode(40, false, percent)!.amountFils).toBe(40);
  });

  it("replaces the returning customer's 5%, or adds to it when it combines; a code worth less is refused", () => {
    const ten = { kind: "PERCENT" as const, value: 10, combinesWithReturning: false };
    expect(priceWithCode(1_500, true, ten)).toMatchObject({ amountFils: 1_350, returningDiscountFils: 0 });
    expect(priceWithCode(1_500, true, { ...ten, combinesWithReturning: true })).toEqual({
      listFils: 1_500,
      amountFils: 1_282,
      codeDiscountFils: 143,
      returningDiscountFils: 75,
    });
    expect(priceWithCode(1_500, true, { ...ten, value: 5 })).toBeNull();
    expect(priceWithCode(1_500, true, { ...ten, value: 2 })).toBeNull();
  });
});
