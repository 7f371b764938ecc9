import { formatCount } from "./count";

describe("formatCount", () => {
  it("writes what toLocaleString('en-US') writes for whole numbers, without Intl", () => {
    const samples = [0, 1, 9, 10, 99, 100, 999, 1_000, 1_001, 9_999, 10_000, 12_345, 100_000, 999_999, 1_000_000];
    for (let n = 1; n < 2 ** 52; n = n * 7 + 3) samples.push(n);
    for (const n of [...samples, ...samples.filter((x) => x > 0).map((x) => -x)]) {
      expect(formatCount(n)).toBe(n.toLocaleString("en-US"));
    }
  });

  it("rounds a fraction to the whole number a quantity is", () => {
    expect(formatCount(1234.4)).toBe("1,234");
    expect(formatCount(1234.5)).toBe("1,235");
    expect(formatCount(-0.2)).toBe("0");
  });

  it("does not throw on a value that is not a number", () => {
    expect(formatCount(Number.NaN)).toBe("NaN");
    expect(formatCount(Number.POSITIVE_INFINITY)).toBe("Infinity");
  });
});
