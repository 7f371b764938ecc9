import { formatAmount } from "@/lib/pricing";

/**
 * Net revenue (bars) and paid orders (line) per day, drawn on the server as
 * SVG: no chart library, no script. The figures are also in a table below it
 * for screen readers and exact values.
 */
export function RevenueChart({ days }: { days: { date: string; netRevenueFils: number; paidOrders: number }[] }) {
  const width = 600;
  const height = 200;
  const pad = 24;
  const maxFils = Math.max(1, ...days.map((d) => d.netRevenueFils));
  const maxOrders = Math.max(1, ...days.map((d) => d.paidOrders));
  const step = (width - 2 * pad) / Math.max(1, days.length);
  const y = (value: number, max: number) => height - pad - (Math.max(0, value) / max) * (height - 2 * pad);
  const points = days.map((d, i) => `${pad + i * step + step / 2},${y(d.paidOrders, maxOrders)}`).join(" ");
  return (
    <figure className="grid gap-2">
      <svg
        viewBox={`0 0 ${width} ${height}`}
        className="h-auto w-full max-w-full"
        role="img"
        aria-label={`الإيراد الصافي والطلبات المدفوعة يومياً لآخر ${days.length} يوماً`}
        direction="ltr"
      >
        <line x1={pad} x2={width - pad} y1={height - pad} y2={height - pad} className="stroke-border" />
        {days.map((d, i) => (
          <rect
            key={d.date}
            x={pad + i * step + step * 0.15}
            width={step * 0.7}
            y={y(d.netRevenueFils, maxFils)}
            height={height - pad - y(d.netRevenueFils, maxFils)}
            className="fill-primary/60"
          >
            <title>{`${d.date}: ${formatAmount(Math.max(0, d.netRevenueFils))} درهم، ${d.paidOrders} طلب`}</title>
          </rect>
        ))}
        <polyline points={points} fill="none" className="stroke-foreground" strokeWidth={2} />
        <text x={pad} y={14} className="fill-muted-foreground text-[11px]">
          {formatAmount(maxFils)} درهم
        </text>
        <text x={width - pad} y={14} textAnchor="end" className="fill-muted-foreground text-[11px]">
          {maxOrders} طلب
        </text>
      </svg>
      <figcaption className="flex flex-wrap gap-4 text-sm text-muted-foreground">
        <span>
          <span aria-hidden className="me-1 inline-block size-3 rounded-sm bg-primary/60 align-middle" />
          الإيراد الصافي (درهم)
        </span>
        <span>
          <span aria-hidden className="me-1 inline-block h-0.5 w-4 bg-foreground align-middle" />
          الطلبات المدفوعة
        </span>
      </figcaption>
    </figure>
  );
}
