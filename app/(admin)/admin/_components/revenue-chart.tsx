import { formatAmount } from "@/lib/pricing";

export interface ChartDay {
  /** The store day, YYYY-MM-DD. */
  date: string;
  /** Revenue net of refunds and VAT (fils). */
  revenueFils: number;
  /** Panel cost (fils); null when a charge has no exchange rate. */
  costFils: number | null;
  orders: number;
}

const HEIGHT = 220;
const TOP = 22;
const BOTTOM = 26;

/** A round top for the scale: 1, 2 or 5 × 10^n dirhams. */
export function chartMax(fils: number): number {
  const aed = Math.max(1, fils / 100);
  const power = 10 ** Math.floor(Math.log10(aed));
  const step = [1, 2, 5, 10].find((m) => m * power >= aed)!;
  return step * power * 100;
}

/**
 * A date in the first few slots starts at its slot instead of centring on it:
 * centred, its first half fell off the chart's left edge on a phone (30 slots
 * of 11 px for a label about 30 px wide).
 */
const EDGE_DAYS = 3;

/** "2026-11-28" → "28/11". */
const dayMonth = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}`;

/**
 * Revenue (net of refunds and VAT) and panel cost per day, drawn on the
 * server as SVG with no script. Horizontal positions are percentages and the
 * text is in pixels, so the labels keep their size at 360 px and at 1280 px
 * (a scaled viewBox shrank them to about 5 px on a phone). A date every week,
 * the scale's top and middle. The exact figures are in the table under it.
 */
export function RevenueChart({ days }: { days: ChartDay[] }) {
  const max = chartMax(Math.max(0, ...days.map((d) => Math.max(d.revenueFils, d.costFils ?? 0))));
  const plot = HEIGHT - TOP - BOTTOM;
  const y = (fils: number) => TOP + plot - (Math.min(Math.max(0, fils), max) / max) * plot;
  const slot = 100 / Math.max(1, days.length);
  const pct = (value: number) => `${value.toFixed(3)}%`;
  const labelled = (i: number) => (days.length - 1 - i) % 7 === 0;
  return (
    <figure className="grid gap-2">
      <svg
        width="100%"
        height={HEIGHT}
        role="img"
        aria-label={`الإيراد والتكلفة يومياً لآخر ${days.length} يوماً`}
        direction="ltr"
        className="block"
      >
        {[max, max / 2].map((value) => (
          <g key={value}>
            <line x1="0" x2="100%" y1={y(value)} y2={y(value)} className="stroke-border" strokeDasharray="4 4" />
            <text x="0" y={y(value) - 4} className="fill-muted-foreground text-xs">
              {formatAmount(value)} درهم
            </text>
          </g>
        ))}
        <line x1="0" x2="100%" y1={TOP + plot} y2={TOP + plot} className="stroke-foreground/40" />
        {days.map((d, i) => (
          <g key={d.date}>
            <title>{`${d.date}: إيراد ${formatAmount(Math.max(0, d.revenueFils))} درهم، تكلفة ${d.costFils === null ? "غير معروفة" : `${formatAmount(d.costFils)} درهم`}، ${d.orders} طلب`}</title>
            <rect
              x={pct(i * slot + slot * 0.1)}
              width={pct(slot * 0.4)}
              y={y(d.revenueFils)}
              height={TOP + plot - y(d.revenueFils)}
              className="fill-primary"
            />
            <rect
              x={pct(i * slot + slot * 0.5)}
              width={pct(slot * 0.4)}
              y={y(d.costFils ?? 0)}
              height={TOP + plot - y(d.costFils ?? 0)}
              className="fill-amber-600"
            />
            {labelled(i) && (
              <text
                x={i === days.length - 1 ? "100%" : i < EDGE_DAYS ? pct(i * slot) : pct(i * slot + slot / 2)}
                y={HEIGHT - 8}
                textAnchor={i === days.length - 1 ? "end" : i < EDGE_DAYS ? "start" : "middle"}
                className="fill-foreground text-xs"
              >
                {dayMonth(d.date)}
              </text>
            )}
          </g>
        ))}
      </svg>
      <figcaption className="flex flex-wrap gap-4 text-sm">
        <span>
          <span aria-hidden className="me-1 inline-block size-3 rounded-sm bg-primary align-middle" />
          الإيراد بعد الاسترداد ودون الضريبة
        </span>
        <span>
          <span aria-hidden className="me-1 inline-block size-3 rounded-sm bg-amber-600 align-middle" />
          تكلفة لوحة التنفيذ
        </span>
      </figcaption>
    </figure>
  );
}
