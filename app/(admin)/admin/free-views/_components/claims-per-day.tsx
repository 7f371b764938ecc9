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
      <table className="w-full text-sm">
        <thead>
          <tr className="border-b text-muted-foreground">
            <th scope="col" className="py-2 text-start font-medium">
              اليوم
            </th>
            <th scope="col" className="py-2 text-start font-medium">
              الطلبات
            </th>
            <th scope="col" className="w-1/2 py-2">
              <span className="sr-only">مقارنة</span>
            </th>
          </tr>
        </thead>
        <tbody className="tabular-nums [&_td]:py-1.5 [&>tr]:border-b [&>tr:last-child]:border-0">
          {days.toReversed().map((d) => (
            <tr key={d.date}>
              <td>
                {/* The date is a calendar day already (UAE): format it as such, in UTC. */}
                <time dateTime={d.date}>{dayFormat.format(new Date(`${d.date}T00:00:00Z`))}</time>
              </td>
              <td className="font-bold">{d.claims}</td>
              <td aria-hidden>
                <div className="h-2 rounded-full bg-primary" style={{ width: `${(d.claims / most) * 100}%` }} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
