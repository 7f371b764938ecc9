"use client";

import { useEffect, useState } from "react";

const DAY_MS = 86_400_000;

// Arabic words, Western digits (as every figure in the store), written here
// rather than by Intl: a formatter's first use in a page sets up the
// browser's date formatting, 20-40 ms of /home's load on a fast machine.
// The test checks every day against Intl's own wording.
const MONTHS = [
  "يناير",
  "فبراير",
  "مارس",
  "أبريل",
  "مايو",
  "يونيو",
  "يوليو",
  "أغسطس",
  "سبتمبر",
  "أكتوبر",
  "نوفمبر",
  "ديسمبر",
];

const dayOf = (iso: string) => new Date(`${iso}T00:00:00Z`);

/** "22 نوفمبر 2026": the date a testimonial was given. */
export function absoluteDay(iso: string): string {
  const day = dayOf(iso);
  return `${day.getUTCDate()} ${MONTHS[day.getUTCMonth()]} ${day.getUTCFullYear()}`;
}

/** n units ago: the last one, two of them (dual), 3-10 (plural), 11 and more (singular). */
function ago(n: number, last: string, two: string, few: string, many: string): string {
  if (n === 1) return last;
  if (n === 2) return `قبل ${two}`;
  return `قبل ${n} ${n <= 10 ? few : many}`;
}

/** How long ago `iso` (a day, YYYY-MM-DD) was, seen from `now`: "اليوم", "أمس", "قبل 3 أيام", "قبل أسبوعين", … */
export function relativeDay(iso: string, now: Date): string {
  const days = Math.max(0, Math.floor((now.getTime() - dayOf(iso).getTime()) / DAY_MS));
  if (days === 0) return "اليوم";
  if (days === 1) return "أمس";
  if (days === 2) return "أول أمس";
  if (days < 7) return `قبل ${days} أيام`;
  if (days < 30) return ago(Math.floor(days / 7), "الأسبوع الماضي", "أسبوعين", "أسابيع", "أسبوعًا");
  if (days < 365) return ago(Math.floor(days / 30), "الشهر الماضي", "شهرين", "أشهر", "شهرًا");
  return ago(Math.floor(days / 365), "السنة الماضية", "سنتين", "سنوات", "سنة");
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
