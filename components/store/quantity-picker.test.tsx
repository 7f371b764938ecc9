import { isValidQuantity, QUANTITY_LIMITS } from "@/lib/pricing";

import { isBelowMinimum, QUICK_QUANTITIES } from "./quantity-picker";

describe("quantity picker", () => {
  it.each(["views", "likes"] as const)("offers only %s amounts the store sells, on the slider's step", (service) => {
    const { min, step } = QUANTITY_LIMITS[service];
    for (const q of QUICK_QUANTITIES[service]) {
      expect(isValidQuantity(q, service)).toBe(true);
      expect((q - min) % step).toBe(0);
    }
    expect(QUICK_QUANTITIES[service][0]).toBe(min);
  });

  it("counts an empty field and anything under the minimum as below it", () => {
    expect(isBelowMinimum("", "views")).toBe(true);
    expect(isBelowMinimum("4999", "views")).toBe(true);
    expect(isBelowMinimum("5000", "views")).toBe(false);
    expect(isBelowMinimum("99", "likes")).toBe(true);
  });
});
