import { campaignName, isCurrency } from "./spend-money";

// Reading TikTok Ads Manager's report export (docs/campaigns.md#the-csv-import):
// the columns found by name in English or Arabic, whatever their case,
// spacing or order; comma, semicolon or tab separated; quoted fields; a
// byte-order mark. Pure: the service checks rates and sums afterwards.

export const SPEND_CSV_MAX_BYTES = 1024 * 1024;
export const SPEND_CSV_MAX_ROWS = 5_000;

export interface SpendCsvRow {
  /** The file's line the row starts on (the header is line 1). */
  line: number;
  campaign: string;
  day: string;
  /** The cost as written (a decimal, thousands separators allowed). */
  cost: string;
  /** The row's currency, else the header's ("Cost (USD)"), else null. */
  currency: string | null;
}

export interface SpendCsvProblem {
  line: number;
  reason: string;
}

/** The names each column goes by (compared lower case, spaces collapsed, a "(USD)" suffix aside). */
export const SPEND_CSV_COLUMNS = {
  campaign: ["campaign name", "campaign", "اسم الحملة", "الحملة"],
  day: ["by day", "date", "day", "stat time day", "حسب اليوم", "التاريخ", "اليوم"],
  cost: ["cost", "total cost", "spend", "amount spent", "التكلفة", "إجمالي التكلفة", "التكلفة الإجمالية", "الإنفاق"],
  currency: ["currency", "العملة"],
} as const;

type Column = keyof typeof SPEND_CSV_COLUMNS;

const header = (cell: string) =>
  cell
    .replace(/\(([A-Za-z]{3})\)\s*$/, "")
    .trim()
    .replace(/\s+/g, " ")
    .toLowerCase();

/** The summary line TikTok appends ("Total of 12 results"), skipped. */
const TOTAL = /^(total|المجموع|الإجمالي)/i;

/** Records of a delimited text, each with the line it starts on; quotes may hold separators, quotes and newlines. */
export function csvRecords(text: string, separator: string): { line: number; cells: string[] }[] {
  const records: { line: number; cells: string[] }[] = [];
  let cells: string[] = [];
  let cell = "";
  let quoted = false;
  let line = 1;
  let start = 1;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else {
        if (c === "\n") line++;
        cell += c;
      }
    } else if (c === '"' && cell.trim() === "") {
      cell = "";
      quoted = true;
    } else if (c === separator) {
      cells.push(cell);
      cell = "";
    } else if (c === "\n" || c === "\r") {
      if (c === "\r" && text[i + 1] === "\n") i++;
      cells.push(cell);
      if (cells.some((x) => x.trim() !== "")) records.push({ line: start, cells });
      cells = [];
      cell = "";
      line++;
      start = line;
    } else cell += c;
  }
  cells.push(cell);
  if (cells.some((x) => x.trim() !== "")) records.push({ line: start, cells });
  return records;
}

/** The separator the header line uses most: comma, semicolon or tab. */
function separatorOf(firstLine: string): string {
  const count = (s: string) => firstLine.split(s).length - 1;
  return [",", ";", "\t"].reduce((best, s) => (count(s) > count(best) ? s : best), ",");
}

/** "2026-12-01", "2026/12/01", "2026-12-01 00:00:00" → "2026-12-01"; null otherwise. */
export function csvDay(raw: string): string | null {
  const m = /^(\d{4})[-/](\d{2})[-/](\d{2})(?:[ T][\d:.]+)?$/.exec(raw.trim());
  if (!m) return null;
  const day = `${m[1]}-${m[2]}-${m[3]}`;
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day ? day : null;
}

/**
 * The rows of an export, or the problems that refuse it: a missing column is
 * one problem on line 1; a bad row is one problem on its line. An ad-level
 * export (with "Ad name") gives one row per ad, summed later per campaign and day.
 */
export function parseSpendCsv(input: string): { rows: SpendCsvRow[]; problems: SpendCsvProblem[] } {
  const text = input.replace(/^\ufeff/, "");
  const firstLine = text.split(/\r?\n/, 1)[0] ?? "";
  const [head, ...body] = csvRecords(text, separatorOf(firstLine));
  if (!head) return { rows: [], problems: [{ line: 1, reason: "الملف فارغ" }] };
  const names = head.cells.map(header);
  const at = {} as Record<Column, number>;
  for (const column of Object.keys(SPEND_CSV_COLUMNS) as Column[])
    at[column] = names.findIndex((n) => (SPEND_CSV_COLUMNS[column] as readonly string[]).includes(n));
  const missing = (["campaign", "day", "cost"] as const).filter((c) => at[c] < 0);
  if (missing.length > 0)
    return {
      rows: [],
      problems: [
        {
          line: head.line,
          reason: `لا يوجد عمود ${missing.map((c) => `«${SPEND_CSV_COLUMNS[c][0]}»`).join(" ولا ")} في السطر الأول`,
        },
      ],
    };
  const costHead = /\(([A-Za-z]{3})\)\s*$/.exec(head.cells[at.cost]!.trim())?.[1]?.toUpperCase() ?? null;
  if (body.length > SPEND_CSV_MAX_ROWS)
    return { rows: [], problems: [{ line: 1, reason: `الملف أطول من ${SPEND_CSV_MAX_ROWS} سطر` }] };

  const rows: SpendCsvRow[] = [];
  const problems: SpendCsvProblem[] = [];
  for (const { line, cells } of body) {
    const cell = (c: Column) => (at[c] >= 0 ? (cells[at[c]] ?? "").trim() : "");
    // The summary line: its first filled cell says "Total…" (in whichever column comes first) and it names no day.
    if (TOTAL.test(cells.find((c) => c.trim() !== "")?.trim() ?? "") && !csvDay(cell("day"))) continue;
    const campaign = campaignName(cell("campaign"));
    const day = csvDay(cell("day"));
    const currency = cell("currency").toUpperCase() || costHead;
    const reason =
      cells.length < names.length
        ? `أعمدة ناقصة: ${cells.length} من ${names.length}`
        : !campaign
          ? "اسم الحملة فارغ أو أطول من 100 حرف"
          : !day
            ? `تاريخ غير صالح «${cell("day").slice(0, 30)}»: يوم بصيغة 2026-12-01`
            : cell("cost") === ""
              ? "التكلفة فارغة"
              : currency !== null && !isCurrency(currency)
                ? `عملة غير معروفة «${currency.slice(0, 10)}»`
                : null;
    if (reason) problems.push({ line, reason });
    else rows.push({ line, campaign: campaign!, day: day!, cost: cell("cost"), currency });
  }
  return { rows, problems };
}
