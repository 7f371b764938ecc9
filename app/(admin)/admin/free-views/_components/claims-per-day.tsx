import { Table, TableBody, TableCell, TableHead, TableHeader } from "@/components/ui/table";
import type { FreeViewsReport } from "@/lib/free-views";

const dayFormat = new Intl.DateTimeFormat("ar-u-nu-latn", {
  weekday: "short",
  day: "numeric",
  month: "short",
  timeZone: "UTC",
});

/** One row per day, newest first, with a bar scaled to the busiest day. */
export function ClaimsPerDay({ days }: { days: FreeViewsReport["days"] }) {
  const most = Math.max(1, ...days.map((d) => d.claims));
  return (
    <section aria-labelledby="per-day-title" className="grid gap-3">
      <h2 id="per-day-title" className="text-lg font-bold">
        الطلبات يومياً
      </h2>
      <Table>
        <TableHeader>
          <tr>
            <TableHead>اليوم</TableHead>
            <TableHead>الطلبات</TableHead>
            <TableHead className="w-1/2">
              <span className="sr-only">مقارنة</span>
            </TableHead>
          </tr>
        </TableHeader>
        <TableBody className="tabular-nums">
          {days.toReversed().map((d) => (
            <tr key={d.date}>
              <TableCell>
                {/* The date is a calendar day already (UAE): format it as such, in UTC. */}
                <time dateTime={d.date}>{dayFormat.format(new Date(`${d.date}T00:00:00Z`))}</time>
              </TableCell>
              <TableCell className="font-bold">{d.claims}</TableCell>
              <TableCell aria-hidden>
                <div className="h-2 rounded-full bg-primary" style={{ width: `${(d.claims / most) * 100}%` }} />
              </TableCell>
            </tr>
          ))}
        </TableBody>
      </Table>
    </section>
  );
}
