import type * as React from "react";

import type { ShownTestimonial } from "@/lib/content";
import { cn } from "@/lib/utils";

import { TestimonialDate } from "./testimonial-date";

/**
 * Five stars, the first `rating` amber and the rest grey, from the inline-start
 * side: one empty element, the stars 1em high masked from a repeated drawing.
 */
export function StarRating({ rating, className }: { rating: number; className?: string }) {
  return (
    <span
      className={cn(
        "icon-star-filled block h-[1em] w-[5.5em] bg-[linear-gradient(to_left,var(--color-amber-400)_calc(var(--rating,5)*20%),color-mix(in_oklab,var(--color-muted-foreground)_40%,transparent)_0)] [mask:var(--icon)_0_0/1.1em_1em_repeat-x]",
        className,
      )}
      role="img"
      aria-label={`${rating} من 5 نجوم`}
      style={{ "--rating": rating } as React.CSSProperties}
    />
  );
}

export function TestimonialCard({ t, className }: { t: ShownTestimonial; className?: string }) {
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
          <b className="text-sm font-bold">{t.author}</b>
          <small className="text-xs text-muted-foreground">
            <TestimonialDate iso={t.date} day={t.day} />
          </small>
        </span>
      </figcaption>
    </figure>
  );
}
