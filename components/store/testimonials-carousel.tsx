"use client";

import { useCallback, useEffect, useRef, useState } from "react";

import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import type { ShownTestimonial } from "@/lib/content";

import { TestimonialCard } from "./testimonial-card";

export const CAROUSEL_PER_PAGE = 3;
export const CAROUSEL_INTERVAL_MS = 5_000;
/** docs/product-rules.md#timers: a swipe counts from 50 px. */
export const SWIPE_THRESHOLD_PX = 50;

/**
 * Testimonials, three per page. Advances every 5 s, wraps at both ends; a
 * manual previous/next (buttons, dots or a swipe) restarts the 5 s timer.
 */
export function TestimonialsCarousel({ items }: { items: ShownTestimonial[] }) {
  const pages = Math.max(1, Math.ceil(items.length / CAROUSEL_PER_PAGE));
  const [page, setPage] = useState(0);
  const [timerKey, setTimerKey] = useState(0);
  const touchStart = useRef<number | null>(null);

  useEffect(() => {
    const id = window.setInterval(() => setPage((p) => (p + 1) % pages), CAROUSEL_INTERVAL_MS);
    return () => window.clearInterval(id);
  }, [pages, timerKey]);

  const go = useCallback(
    (next: number) => {
      setPage(((next % pages) + pages) % pages);
      setTimerKey((k) => k + 1);
    },
    [pages],
  );

  const visible = items.slice(page * CAROUSEL_PER_PAGE, page * CAROUSEL_PER_PAGE + CAROUSEL_PER_PAGE);

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label="آراء العملاء"
      onTouchStart={(e) => (touchStart.current = e.touches[0]?.clientX ?? null)}
      onTouchEnd={(e) => {
        const start = touchStart.current;
        const end = e.changedTouches[0]?.clientX;
        touchStart.current = null;
        if (start === null || end === undefined || Math.abs(end - start) < SWIPE_THRESHOLD_PX) return;
        // Right to left reading: a swipe to the left shows the next page.
        go(end < start ? page + 1 : page - 1);
      }}
      className="flex flex-col gap-4"
    >
      <div
        className="grid gap-4 md:grid-cols-3"
        aria-live="polite"
        aria-label={`الصفحة ${page + 1} من ${pages}`}
        role="group"
        aria-roledescription="slide"
      >
        {visible.map((t) => (
          <TestimonialCard key={t.author} t={t} />
        ))}
      </div>
      <div className="flex items-center justify-center gap-3">
        <Button type="button" variant="outline" size="icon" aria-label="السابق" onClick={() => go(page - 1)}>
          <Icon name="chevron-right" />
        </Button>
        {/* Each dot is drawn 12 px but answers a 44 px touch (WCAG 2.5.5). */}
        <div className="flex">
          {Array.from({ length: pages }, (_, i) => (
            <button
              key={i}
              type="button"
              aria-label={`الصفحة ${i + 1}`}
              aria-current={i === page ? "true" : undefined}
              onClick={() => go(i)}
              className="group flex size-11 items-center justify-center rounded-full focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            >
              <span
                aria-hidden
                className={`size-3 rounded-full transition-colors ${i === page ? "bg-primary" : "bg-muted-foreground/30 group-hover:bg-muted-foreground/60"}`}
              />
            </button>
          ))}
        </div>
        <Button type="button" variant="outline" size="icon" aria-label="التالي" onClick={() => go(page + 1)}>
          <Icon name="chevron-left" />
        </Button>
      </div>
    </div>
  );
}
