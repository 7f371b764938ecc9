/** The score ring: green at 75 or more, otherwise blue (docs/product-rules.md#video-analyser). */
export function ViralityRing({ score }: { score: number }) {
  const radius = 52;
  const circumference = 2 * Math.PI * radius;
  const good = score >= 75;
  return (
    <div className="relative size-36" role="img" aria-label={`درجة الانتشار ${score} من 100`}>
      <svg viewBox="0 0 120 120" className="size-full -rotate-90">
        <circle cx="60" cy="60" r={radius} fill="none" strokeWidth="10" className="stroke-muted" />
        <circle
          cx="60"
          cy="60"
          r={radius}
          fill="none"
          strokeWidth="10"
          strokeLinecap="round"
          data-color={good ? "green" : "blue"}
          className={good ? "stroke-emerald-600" : "stroke-blue-600"}
          strokeDasharray={circumference}
          strokeDashoffset={circumference * (1 - score / 100)}
        />
      </svg>
      <span className="absolute inset-0 flex flex-col items-center justify-center">
        <span className="text-4xl font-extrabold tabular-nums">{score}</span>
        <span className="text-xs text-muted-foreground">من 100</span>
      </span>
    </div>
  );
}
