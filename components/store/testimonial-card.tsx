import { useId } from "react";

import type { Testimonial } from "@/lib/content";
import { cn } from "@/lib/utils";

/** lucide's "star" outline (24 × 24). */
const STAR_PATH =
  "M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z";

/**
 * Five stars drawn as one SVG with the outline defined once and reused, which
 * looks exactly like five 16 px lucide stars 2 px apart (right to left, the
 * first `rating` filled) at a fraction of the markup.
 */
function StarRating({ rating }: { rating: number }) {
  const id = `star-${useId().replace(/[^\w-]/g, "")}`;
  return (
    <div className="flex" role="img" aria-label={`${rating} من 5 نجوم`}>
      <svg
        width="88"
        height="16"
        viewBox="0 0 132 24"
        fill="none"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden
      >
        <defs>
          <path id={id} d={STAR_PATH} stroke="currentColor" />
        </defs>
        {Array.from({ length: 5 }, (_, i) => (
          <use
            key={i}
            href={`#${id}`}
            x={(4 - i) * 27}
            className={i < rating ? "fill-amber-400 text-amber-400" : "text-muted-foreground/40"}
          />
        ))}
      </svg>
    </div>
  );
}

export function TestimonialCard({ t, className }: { t: Testimonial; className?: string }) {
  return (
    <figure className={cn("flex h-full flex-col gap-3 rounded-xl border bg-card p-4 shadow-sm", className)}>
      <StarRating rating={t.rating} />
      <blockquote className="flex-1 text-sm leading-relaxed">{t.text}</blockquote>
      <figcaption className="flex items-center gap-2">
        <span
          aria-hidden
          className={cn("flex size-9 items-center justify-center rounded-full font-bold text-white", t.color)}
        >
          {t.icon}
        </span>
        <span className="flex flex-col">
          <span className="text-sm font-bold">{t.author}</span>
          <span className="text-xs text-muted-foreground">{t.date}</span>
        </span>
      </figcaption>
    </figure>
  );
}
