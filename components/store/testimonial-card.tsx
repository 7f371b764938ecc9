import { Star } from "lucide-react";

import type { Testimonial } from "@/lib/content";
import { cn } from "@/lib/utils";

export function TestimonialCard({ t, className }: { t: Testimonial; className?: string }) {
  return (
    <figure className={cn("flex h-full flex-col gap-3 rounded-xl border bg-card p-4 shadow-sm", className)}>
      <div className="flex gap-0.5" role="img" aria-label={`${t.rating} من 5 نجوم`}>
        {Array.from({ length: 5 }, (_, i) => (
          <Star
            key={i}
            aria-hidden
            className={cn("size-4", i < t.rating ? "fill-amber-400 text-amber-400" : "text-muted-foreground/40")}
          />
        ))}
      </div>
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
