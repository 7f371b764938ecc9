import { clock, type Timeline } from "@/lib/analyser/contract";

/**
 * The retention-risk curve, second by second, as plain SVG (no chart
 * library): the risky stretches shaded and numbered, the curve above them,
 * and three thin lanes below for movement, sound and speech. Time runs left
 * to right as on a video editor's timeline. No hooks: it renders on the
 * server (the kept result's page) and inside the analyser alike.
 */
const W = 320;
const PLOT_TOP = 14;
const PLOT_H = 90;
const LANE_H = 8;
const LANES = ["الحركة", "الصوت", "الكلام"] as const;
const LEFT = 40;
const RIGHT = 8;
const AXIS_Y = PLOT_TOP + PLOT_H + 3 * (LANE_H + 4) + 12;
const H = AXIS_Y + 8;

export function TimelineChart({ timeline }: { timeline: Timeline }) {
  const { seconds, stretches } = timeline;
  const span = Math.max(timeline.durationS, seconds.length, 1);
  const x = (t: number) => LEFT + (t / span) * (W - LEFT - RIGHT);
  const y = (risk: number) => PLOT_TOP + PLOT_H - (risk / 100) * PLOT_H;
  const points = seconds.map((s) => `${x(s.t + 0.5).toFixed(1)},${y(s.risk).toFixed(1)}`);
  const area = points.length
    ? `M${x(seconds[0]!.t + 0.5).toFixed(1)},${y(0)} L${points.join(" L")} L${x(seconds.at(-1)!.t + 0.5).toFixed(1)},${y(0)} Z`
    : "";
  const step = span <= 12 ? 1 : span <= 20 ? 2 : 5;
  const ticks = Array.from({ length: Math.floor(span / step) + 1 }, (_, i) => i * step);
  const lane = (i: number) => PLOT_TOP + PLOT_H + 6 + i * (LANE_H + 4);
  const maxMotion = Math.max(4, ...seconds.map((s) => s.motion));
  const label =
    stretches.length === 0
      ? "منحنى خطر مغادرة المشاهد ثانية بثانية: لا مقاطع خطرة"
      : `منحنى خطر مغادرة المشاهد ثانية بثانية: ${stretches.length} ${stretches.length === 1 ? "مقطع خطر" : "مقاطع خطرة"}، ${stretches.map((s) => `من ${clock(s.fromS)} إلى ${clock(s.toS)}`).join("، ")}`;

  return (
    <svg
      viewBox={`0 0 ${W} ${H}`}
      role="img"
      aria-label={label}
      direction="ltr"
      className="h-auto w-full"
      data-timeline-chart
    >
      {/* risk guides: 0, 50, 100 */}
      {[0, 50, 100].map((r) => (
        <g key={r}>
          <line x1={LEFT} x2={W - RIGHT} y1={y(r)} y2={y(r)} className="stroke-muted-foreground/25" strokeWidth="0.5" />
          <text x={LEFT - 4} y={y(r) + 3} textAnchor="end" className="fill-muted-foreground" fontSize="8">
            {r === 100 ? "عالٍ" : r === 50 ? "متوسط" : "منخفض"}
          </text>
        </g>
      ))}
      {stretches.map((s, i) => (
        <g key={s.fromS} data-stretch={`${s.fromS}-${s.toS}`}>
          <rect
            x={x(s.fromS)}
            y={PLOT_TOP}
            width={Math.max(2, x(s.toS) - x(s.fromS))}
            height={PLOT_H}
            className="fill-red-600/15 stroke-red-600"
            strokeWidth="0.75"
            strokeDasharray="3 2"
          />
          <circle cx={x(s.fromS) + 7} cy={PLOT_TOP + 7} r="6" className="fill-red-700" />
          <text x={x(s.fromS) + 7} y={PLOT_TOP + 10} textAnchor="middle" fontSize="8" className="fill-white font-bold">
            {i + 1}
          </text>
        </g>
      ))}
      {area && <path d={area} className="fill-amber-500/25" />}
      {points.length > 0 && (
        <polyline
          points={points.join(" ")}
          fill="none"
          strokeWidth="2"
          strokeLinejoin="round"
          className="stroke-amber-600"
        />
      )}
      {seconds
        .filter((s) => s.cuts > 0)
        .map((s) => (
          <line
            key={`cut-${s.t}`}
            x1={x(s.t + 0.5)}
            x2={x(s.t + 0.5)}
            y1={y(0) - 5}
            y2={y(0)}
            strokeWidth="1.5"
            className="stroke-blue-700"
          />
        ))}
      {LANES.map((name, i) => (
        <text
          key={name}
          x={LEFT - 4}
          y={lane(i) + LANE_H - 1}
          textAnchor="end"
          fontSize="7.5"
          className="fill-foreground"
        >
          {name}
        </text>
      ))}
      {seconds.map((s) => {
        const w = Math.max(1, x(s.t + 1) - x(s.t) - 1);
        const heard = s.loudness === null || s.silent ? 0 : Math.min(1, Math.max(0.15, (s.loudness + 45) / 35));
        return (
          <g key={s.t}>
            <rect
              x={x(s.t)}
              y={lane(0)}
              width={w}
              height={LANE_H}
              className="fill-blue-600"
              opacity={s.frozen ? 0.08 : 0.2 + 0.8 * Math.min(1, (s.motion + s.cuts * 4) / maxMotion)}
            />
            <rect
              x={x(s.t)}
              y={lane(1)}
              width={w}
              height={LANE_H}
              className="fill-emerald-600"
              opacity={heard || 0.06}
            />
            <rect
              x={x(s.t)}
              y={lane(2)}
              width={w}
              height={LANE_H}
              className="fill-violet-600"
              opacity={s.speech ? 0.9 : 0.06}
            />
          </g>
        );
      })}
      {ticks.map((t) => (
        <text key={t} x={x(t)} y={AXIS_Y} textAnchor="middle" fontSize="8" className="fill-muted-foreground">
          {clock(t)}
        </text>
      ))}
    </svg>
  );
}
