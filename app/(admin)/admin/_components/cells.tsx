import { formatMarginPercent, formatSignedAmount, formatStoreTime } from "@/lib/admin";
import { formatAmount, formatCount } from "@/lib/pricing";

// The console books' tables, and their cells that mix numbers into Arabic:
// each number, amount and date isolated so it reads in its own direction, and
// never broken across lines (the page lets long words break anywhere).

/** A number or date, isolated from the Arabic around it and read left to right. */
export function Num({ children }: { children: React.ReactNode }) {
  return (
    <bdi dir="ltr" className="whitespace-nowrap tabular-nums">
      {children}
    </bdi>
  );
}

/** A count with its thousands separated: «1,250». */
export function Count({ n }: { n: number }) {
  return <Num>{formatCount(n)}</Num>;
}

/**
 * An amount that may be negative or unknown (a margin, a cost): «−47.43» with
 * the minus sign on the number's left as in its percent «(−1390.9%)», «—».
 */
export function Signed({ fils }: { fils: number | null }) {
  return <Num>{formatSignedAmount(fils)}</Num>;
}

/** A margin's percent, signed like Signed: «−1390.9%», «—». */
export function Percent({ value }: { value: number | null }) {
  return <Num>{formatMarginPercent(value)}</Num>;
}

/** An amount in dirhams: the number isolated, the word after it. */
export function Aed({ fils }: { fils: number }) {
  return (
    <>
      <Num>{formatAmount(fils)}</Num> درهم
    </>
  );
}

/** A day and time on the store's clock, isolated (Intl writes it for a right-to-left line). */
export function Time({ at }: { at: Date | null }) {
  return <bdi className="whitespace-nowrap tabular-nums">{formatStoreTime(at)}</bdi>;
}

/** A console book's table (codes, promotions): its column heads, its rows, scrolled sideways when wider than the screen. */
export function BookTable({
  labelledBy,
  columns,
  children,
}: {
  labelledBy: string;
  columns: readonly string[];
  children: React.ReactNode;
}) {
  return (
    // Focusable and named: a keyboard reaches the columns it scrolls to (a table of figures has no link to tab to).
    <div className="overflow-x-auto" tabIndex={0} role="region" aria-labelledby={labelledBy}>
      <table className="w-full text-sm wrap-normal tabular-nums" aria-labelledby={labelledBy}>
        <thead>
          <tr className="border-b">
            {columns.map((h) => (
              <th key={h} scope="col" className="px-2 py-1 text-start align-bottom">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
