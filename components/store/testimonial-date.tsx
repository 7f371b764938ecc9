"use client";

import { useEffect, useState } from "react";

const DAY_MS = 86_400_000;
// Arabic words, Western digits (as every figure in the store).
const absolute = new Intl.DateTimeFormat("ar-u-nu-latn", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});
const relative = new Intl.RelativeTimeFormat("ar-u-nu-latn", { numeric: "auto" });

const dayOf = (iso: string) => new Date(`${iso}T00:00:00Z`);

/** "22 نوفمبر 2026": the date a testimonial was given. */
export function absoluteDay(iso: string): string {
  return absolute.format(dayOf(iso));
}

/** How long ago `iso` (a day, YYYY-MM-DD) was, seen from `now`: "اليوم", "أمس", "قبل 3 أيام", "قبل أسبوعين", … */
export function relativeDay(iso: string, now: Date): string {
  const days = Math.max(0, Math.floor((now.getTime() - dayOf(iso).getTime()) / DAY_MS));
  if (days < 7) return relative.format(-days, "day");
  if (days < 30) return relative.format(-Math.floor(days / 7), "week");
  if (days < 365) return relative.format(-Math.floor(days / 30), "month");
  return relative.format(-Math.floor(days / 365), "year");
}

/**
 * A testimonial's date, honest on a prerendered page: the HTML (built once)
 * states the day itself; in the browser it becomes "how long ago" from the
 * visitor's today, the day kept in the tooltip and `dateTime`.
 */
export function TestimonialDate({ iso, className }: { iso: string; className?: string }) {
  const [ago, setAgo] = useState<string | null>(null);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- "now" exists only in the browser, after hydration
    setAgo(relativeDay(iso, new Date()));
  }, [iso]);
  const day = absoluteDay(iso);
  return (
    <time dateTime={iso} title={day} className={className}>
      {ago ?? day}
    </time>
  );
}
