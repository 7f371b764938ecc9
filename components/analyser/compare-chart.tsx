import { clock, type Comparison, type Timeline } from "@/lib/analyser/contract";

/**
 * Two cuts' retention-risk curves on one chart (plain SVG, as
 * timeline-chart.tsx): the first cut solid amber, the second dashed blue, and
 * the seconds where only one of them is dead shaded in its colour.
 */
const W = 320;
const TOP = 14;
const PLOT_H = 100;
const LEFT = 40;
const RIGHT = 8;
const AXIS_Y = TOP + PLOT_H + 12;
const H = AXIS_Y + 6;
const LOOK = {
  first: { line: "stroke-amber-600", fill: "fill-amber-500/20", dash: undefined },
  second: { line: "stroke-blue-700", fill: "fill-blue-600/15", dash: "4 2" },
} as const;

export function CompareChart({
  first,
  second,
  comparison,
}: {
  first: Timeline;
  second: Timeline;
  comparison: Comparison;
}) {
  const span = Math.max(first.seconds.length, second.seconds.length, 1);
  const x = (t: number) => LEFT + (t / span) * (W - LEFT - RIGHT);
  const y = (risk: number) => TOP + PLOT_H - (risk / 100) * PLOT_H;
  const curve = (t: Timeline) => t.seconds.map((s) => `${x(s.t + 0.5).toFixed(1)},${y(s.risk).toFixed(1)}`).join(" ");
  const step = span <= 12 ? 1 : span <= 20 ? 2 : 5;
  const ticks = Array.from({ length: Math.floor(span / step) + 1 }, (_, i) => i * step);
  const label = `منحنيا خطر المغادرة للنسختين ثانية بثانية. ${comparison.verdict} ${comparison.where.join(" ")}`;
  return (
    <svg
      viewBox={`0 0 ${W} ${H}`}
      role="img"
      aria-label={label}
      direction="ltr"
      className="h-auto w-full"
      data-compare-chart
    >
      {[0, 50, 100].map((r) => (
        <g key={r}>
          <line x1={LEFT} x2={W - RIGHT} y1={y(r)} y2={y(r)} className="stroke-muted-foreground/25" strokeWidth="0.5" />
          <text x={LEFT - 4} y={y(r) + 3} textAnchor="end" className="fill-muted-foreground" fontSize="8">
            {r === 100 ? "عالٍ" : r === 50 ? "متوسط" : "منخفض"}
          </text>
        </g>
      ))}
      {comparison.deadOnly.map((d) => (
        <rect
          key={`${d.dead}-${d.fromS}`}
          data-dead-only={`${d.dead}:${d.fromS}-${d.toS}`}
          x={x(d.fromS)}
          y={TOP}
          width={Math.max(2, x(d.toS) - x(d.fromS))}
          height={PLOT_H}
          className={LOOK[d.dead].fill}
        />
      ))}
      {(["first", "second"] as const).map((cut) => (
        <polyline
          key={cut}
          points={curve(cut === "first" ? first : second)}
          fill="none"
          strokeWidth="2"
          strokeLinejoin="round"
          strokeDasharray={LOOK[cut].dash}
          className={LOOK[cut].line}
          data-curve={cut}
        />
      ))}
      {ticks.map((t) => (
        <text key={t} x={x(t)} y={AXIS_Y} textAnchor="middle" fontSize="8" className="fill-muted-foreground">
          {clock(t)}
        </text>
      ))}
    </svg>
  );
}
