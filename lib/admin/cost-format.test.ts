import { formatMarginPercent, formatSignedAmount, MINUS } from "./cost-format";

describe("signed amounts in the console", () => {
  it("write a loss with the minus sign (U+2212), the amount and its percent alike", () => {
    expect(formatSignedAmount(-4743)).toBe(`${MINUS}47.43`);
    expect(formatMarginPercent(-1390.94)).toBe(`${MINUS}1390.9%`);
    expect(MINUS).toBe("−");
  });

  it("write a gain or nothing as it is, and an unknown as a dash", () => {
    expect(formatSignedAmount(125)).toBe("1.25");
    expect(formatSignedAmount(0)).toBe("0.00");
    expect(formatSignedAmount(null)).toBe("—");
    expect(formatMarginPercent(12.54)).toBe("12.5%");
    expect(formatMarginPercent(-0.01)).toBe("0%");
    expect(formatMarginPercent(null)).toBe("—");
  });
});
