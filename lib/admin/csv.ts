import "server-only";

/** A plain decimal number («-16.87», «1200»): a spreadsheet reads it as a number, and it runs nothing. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * A spreadsheet cell: quoted, and a value a spreadsheet would run as a
 * formula (= + - @, a tab or carriage return first) is kept as text with a
 * leading apostrophe (CSV formula injection: links and e-mails are the
 * customer's text). A plain number is left as it is, a negative one too: a
 * loss exported as text «'-16.87» could not be summed.
 */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

const CSV_BATCH = 500;

/**
 * A CSV download of every row a query matches (all pages), read in batches
 * after the last row's id, so a large export never holds the whole table. A
 * BOM first: spreadsheets then read the Arabic as UTF-8.
 */
export function csvStream<R extends { id: string }>(
  header: readonly string[],
  batch: (page: { take: number; after: string | null }) => Promise<R[]>,
  cells: (row: R) => (string | number | null | undefined)[],
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let cursor: string | null = null;
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(`\uFEFF${header.map(csvCell).join(",")}\r\n`));
      }
      const rows = await batch({ take: CSV_BATCH, after: cursor });
      if (rows.length === 0) {
        controller.close();
        return;
      }
      cursor = rows[rows.length - 1]!.id;
      const lines = rows.map((row) => cells(row).map(csvCell).join(","));
      controller.enqueue(encoder.encode(`${lines.join("\r\n")}\r\n`));
      if (rows.length < CSV_BATCH) controller.close();
    },
  });
}
