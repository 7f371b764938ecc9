// How long ago a testimonial's day was, in Arabic words with Western digits.
// Written out rather than through Intl.RelativeTimeFormat, whose first use in
// a page sets up the browser's formatting data (20-40 ms on a fast machine);
// testimonial-date.test.tsx checks every day against Intl's own wording.
// A chunk of its own: ./testimonial-date.tsx loads it after hydration, so the
// words are not in /home's first-load JavaScript.

const DAY_MS = 86_400_000;

/** n units ago: the last one, two of them (dual), 3-10 (plural), 11 and more (singular). */
function ago(n: number, last: string, two: string, few: string, many: string): string {
  if (n === 1) return last;
  if (n === 2) return `قبل ${two}`;
  return `قبل ${n} ${n <= 10 ? few : many}`;
}

/** How long ago `iso` (a day, YYYY-MM-DD) was, seen from `now`: "اليوم", "أمس", "قبل 3 أيام", "قبل أسبوعين", … */
export function relativeDay(iso: string, now: Date): string {
  const days = Math.max(0, Math.floor((now.getTime() - Date.parse(`${iso}T00:00:00Z`)) / DAY_MS));
  if (days === 0) return "اليوم";
  if (days === 1) return "أمس";
  if (days === 2) return "أول أمس";
  if (days < 7) return `قبل ${days} أيام`;
  if (days < 30) return ago(Math.floor(days / 7), "الأسبوع الماضي", "أسبوعين", "أسابيع", "أسبوعًا");
  if (days < 365) return ago(Math.floor(days / 30), "الشهر الماضي", "شهرين", "أشهر", "شهرًا");
  return ago(Math.floor(days / 365), "السنة الماضية", "سنتين", "سنوات", "سنة");
}
