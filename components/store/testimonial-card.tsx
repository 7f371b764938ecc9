import type * as React from "react";

import type { Testimonial } from "@/lib/content";
import { cn } from "@/lib/utils";

/** Five stars, the first `rating` amber (globals.css: `.stars`). */
function StarRating({ rating }: { rating: number }) {
  return (
    <span
      className="stars"
      role="img"
      aria-label={`${rating} من 5 نجوم`}
      style={{ "--rating": rating } as React.CSSProperties}
    />
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
