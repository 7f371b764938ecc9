"use client";

import { useEffect, useState } from "react";

import type { relativeDay as RelativeDay } from "./relative-day";

/** ./relative-day once loaded: the cards of the carousel's next pages word their dates at once. */
let relativeDay: typeof RelativeDay | undefined;

/**
 * A testimonial's date, honest on a prerendered page: the HTML (built once)
 * states the day itself (`day`, written by the server: lib/content's dayText);
 * in the browser it becomes "how long ago" from the visitor's today, in words
 * loaded after hydration (./relative-day.ts), the day kept in the tooltip and
 * `dateTime`. No Intl: a formatter's first use in a page sets up the browser's
 * date formatting, 20-40 ms of /home's load on a fast machine.
 */
export function TestimonialDate({ iso, day, className }: { iso: string; day: string; className?: string }) {
  const [ago, setAgo] = useState<string | null>(null);
  useEffect(() => {
    // "now" exists only in the browser, after hydration.
    if (relativeDay) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- "now" exists only after hydration
      setAgo(relativeDay(iso, new Date()));
      return;
    }
    let current = true;
    void import("./relative-day").then((loaded) => {
      relativeDay = loaded.relativeDay;
      if (current) setAgo(relativeDay(iso, new Date()));
    });
    return () => {
      current = false;
    };
  }, [iso]);
  return (
    <time dateTime={iso} title={day} className={className}>
      {ago ?? day}
    </time>
  );
}
