import { csvDay, parseSpendCsv } from "./spend-csv";
import { campaignKey, majorText, minorUnits } from "./spend-money";

// Reading TikTok Ads Manager's export (docs/campaigns.md#the-csv-import).

describe("the ad spend CSV reader", () => {
  it("reads a campaign-level export by its column names, with a BOM, quotes, CRLF and the total line skipped", () => {
    const file =
      "\ufeffCampaign name,By Day,Impressions,Cost,Currency\r\n" +
      'Winter Sale,2026-12-01,5000,"1,010.50",USD\r\n' +
      '"Summer, ""hot"" deals",2026-12-02,10,8.00,usd\r\n' +
      "Total of 2 results,,5010,1018.50,USD\r\n";
    expect(parseSpendCsv(file)).toEqual({
      rows: [
        { line: 2, campaign: "Winter Sale", day: "2026-12-01", cost: "1,010.50", currency: "USD" },
        { line: 3, campaign: 'Summer, "hot" deals', day: "2026-12-02", cost: "8.00", currency: "USD" },
      ],
      problems: [],
    });
  });

  it("takes semicolons, tabs, any case and spacing, Arabic names, and the currency in the cost's header", () => {
    const semicolons = "CAMPAIGN  NAME;date;Total Cost (USD);Ad name\nA;2026-12-01;3,5;x\n";
    expect(parseSpendCsv(semicolons).rows).toEqual([
      { line: 2, campaign: "A", day: "2026-12-01", cost: "3,5", currency: "USD" },
    ]);
    const arabic = "اسم الحملة\tالتاريخ\tالتكلفة\tالعملة\nحملة الشتاء\t2026/12/01 00:00:00\t١٢٫٥\tAED\n";
    expect(parseSpendCsv(arabic).rows).toEqual([
      { line: 2, campaign: "حملة الشتاء", day: "2026-12-01", cost: "١٢٫٥", currency: "AED" },
    ]);
  });

  it("reports each bad row on its line (a quoted field over two lines counts both), and a missing column on line 1", () => {
    const file = [
      "Campaign name,Date,Cost,Currency",
      '"two\nlines",2026-12-01,1.00,USD',
      ",2026-12-01,1.00,USD",
      "A,01/12/2026,1.00,USD",
      "A,2026-02-30,1.00,USD",
      "A,2026-12-01,,USD",
      "A,2026-12-01,1.00,XYZ",
      "A,2026-12-01",
    ].join("\n");
    const { rows, problems } = parseSpendCsv(file);
    expect(rows.map((r) => r.line)).toEqual([2]);
    expect(problems.map((p) => p.line)).toEqual([4, 5, 6, 7, 8, 9]);
    expect(problems.map((p) => p.reason)).toEqual([
      expect.stringMatching(/اسم الحملة فارغ/),
      expect.stringMatching(/تاريخ غير صالح «01\/12\/2026»/),
      expect.stringMatching(/تاريخ غير صالح/),
      "التكلفة فارغة",
      expect.stringMatching(/عملة غير معروفة «XYZ»/),
      expect.stringMatching(/أعمدة ناقصة/),
    ]);
    expect(parseSpendCsv("Campaign name,Impressions\nA,10").problems).toEqual([
      { line: 1, reason: "لا يوجد عمود «by day» ولا «cost» في السطر الأول" },
    ]);
    expect(parseSpendCsv("").problems).toEqual([{ line: 1, reason: "الملف فارغ" }]);
  });

  it("reads days and amounts exactly, in each currency's minor units", () => {
    expect(csvDay("2026-12-01")).toBe("2026-12-01");
    expect(csvDay("2026-13-01")).toBeNull();
    expect(minorUnits("1,010.50", "USD")).toBe(101_050n);
    expect(minorUnits("١٢٫٥", "AED")).toBe(1_250n);
    expect(minorUnits("3,5", "USD")).toBe(350n);
    expect(minorUnits("1200.00", "JPY")).toBe(1_200n);
    expect(minorUnits("1.2345", "KWD")).toMatch(/3 منازل/);
    expect(minorUnits("0.001", "USD")).toMatch(/2 منازل/);
    expect(minorUnits("-5", "USD")).toMatch(/رقم موجب/);
    expect(minorUnits("1e5", "USD")).toMatch(/رقم موجب/);
    expect(majorText(101_050n, "USD")).toBe("1010.50");
    expect(majorText(5n, "KWD")).toBe("0.005");
    expect(campaignKey("  Winter   SALE ")).toBe("winter sale");
  });
});
