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
    <figure className={cn("testimonial", className)}>
      <StarRating rating={t.rating} />
      <blockquote>{t.text}</blockquote>
      <figcaption>
        <span aria-hidden className={cn("avatar", t.color)}>
          {t.icon}
        </span>
        <span>
          <b>{t.author}</b>
          <small>{t.date}</small>
        </span>
      </figcaption>
    </figure>
  );
}
