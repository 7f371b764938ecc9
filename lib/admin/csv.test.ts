import { csvCell } from "./csv";

describe("a CSV cell", () => {
  it("keeps a number a number, a loss included, so a spreadsheet can sum the column", () => {
    expect(["-16.87", "17.21", "0", "-3", 1200, -0.5].map(csvCell)).toEqual([
      '"-16.87"',
      '"17.21"',
      '"0"',
      '"-3"',
      '"1200"',
      '"-0.5"',
    ]);
  });

  it("keeps as text whatever a spreadsheet would run as a formula, a sum of numbers included", () => {
    expect(['=HYPERLINK("http://x")', "-1+2", "+971501234567", "@SUM(A1)", "-2-3", "\t=1", "-"].map(csvCell)).toEqual([
      `"'=HYPERLINK(""http://x"")"`,
      `"'-1+2"`,
      `"'+971501234567"`,
      `"'@SUM(A1)"`,
      `"'-2-3"`,
      `"'\t=1"`,
      `"'-"`,
    ]);
  });
});
